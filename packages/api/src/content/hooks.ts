import { createQueryHook } from '../client/hooks';
import { contentEndpoints } from './endpoints';

export const useDocCategories = createQueryHook(contentEndpoints.docCategories);
export const useDocs = createQueryHook(contentEndpoints.docs);
export const useDocDetail = createQueryHook(contentEndpoints.docDetail);
export const useFaqs = createQueryHook(contentEndpoints.faqs);
export const useFaqDetail = createQueryHook(contentEndpoints.faqDetail);
export const useAnnouncements = createQueryHook(contentEndpoints.announcements);
export const useSolutions = createQueryHook(contentEndpoints.solutions);
export const usePartners = createQueryHook(contentEndpoints.partners);
