import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import {
  announcementList,
  announcementListRequest,
  contentIdRequest,
  docCategoryList,
  docDetail,
  docList,
  docListRequest,
  faqDetail,
  faqList,
  faqListRequest,
  langRequest,
  partnerList,
  solutionList,
} from './schemas';

const tags = ['content'];
const auth = false;

/** The public site's content: no sign-in. */
export const contentEndpoints = {
  docCategories: defineEndpoint({
    id: 'content.docCategories',
    method: 'GET',
    path: '/client/content/doc/categories',
    request: langRequest,
    response: docCategoryList,
    auth,
    summary: 'Technical document categories with their counts',
    tags,
  }),
  docs: defineEndpoint({
    id: 'content.docs',
    method: 'POST',
    path: '/client/content/doc/page',
    request: docListRequest,
    response: docList,
    auth,
    summary: 'Technical documents, paged, by category and keyword',
    tags,
  }),
  docDetail: defineEndpoint({
    id: 'content.docDetail',
    method: 'GET',
    path: '/client/content/doc/detail/{id}',
    request: contentIdRequest,
    response: docDetail,
    auth,
    summary: 'One technical document (HTML body, to be sanitised)',
    tags,
  }),
  faqs: defineEndpoint({
    id: 'content.faqs',
    method: 'POST',
    path: '/client/content/faq/page',
    request: faqListRequest,
    response: faqList,
    auth,
    summary: 'Frequently asked questions, paged, by category and keyword',
    tags,
  }),
  faqDetail: defineEndpoint({
    id: 'content.faqDetail',
    method: 'GET',
    path: '/client/content/faq/detail/{id}',
    request: contentIdRequest,
    response: faqDetail,
    auth,
    summary: 'One question with its answer (HTML, to be sanitised)',
    tags,
  }),
  announcements: defineEndpoint({
    id: 'content.announcements',
    method: 'POST',
    path: '/client/content/announcement/page',
    request: announcementListRequest,
    response: announcementList,
    auth,
    summary: 'Platform announcements, paged, newest first',
    tags,
  }),
  solutions: defineEndpoint({
    id: 'content.solutions',
    method: 'GET',
    path: '/client/content/solution/list',
    request: langRequest,
    response: solutionList,
    auth,
    summary: 'Industry solutions',
    tags,
  }),
  partners: defineEndpoint({
    id: 'content.partners',
    method: 'GET',
    path: '/client/content/partner/list',
    request: langRequest,
    response: partnerList,
    auth,
    summary: 'Partner and guidance organisations',
    tags,
  }),
};

export const listDocCategories = createEndpointFunction(contentEndpoints.docCategories);
export const listDocs = createEndpointFunction(contentEndpoints.docs);
export const getDocDetail = createEndpointFunction(contentEndpoints.docDetail);
export const listFaqs = createEndpointFunction(contentEndpoints.faqs);
export const getFaqDetail = createEndpointFunction(contentEndpoints.faqDetail);
export const listAnnouncements = createEndpointFunction(contentEndpoints.announcements);
export const listSolutions = createEndpointFunction(contentEndpoints.solutions);
export const listPartners = createEndpointFunction(contentEndpoints.partners);
