import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import { feedbackCreateRequest, feedbackReceipt, uploadedFile, uploadRequest } from './schemas';

export const fileEndpoints = {
  upload: defineEndpoint({
    id: 'files.upload',
    method: 'POST',
    path: '/client/file/upload',
    request: uploadRequest,
    response: uploadedFile,
    contentType: 'multipart/form-data',
    auth: false,
    summary:
      'Upload a file (multipart part `file`): attachments png, jpg, gif, jpeg, pdf, doc; with purpose=contract sol, vy, json; under 10 MB (23001 type, 23002 size, 23003 no file, 23004 empty, 23005 content not of its type)',
    tags: ['files'],
  }),
};

export const feedbackEndpoints = {
  create: defineEndpoint({
    id: 'feedback.create',
    method: 'POST',
    path: '/client/feedback/create',
    request: feedbackCreateRequest,
    response: feedbackReceipt,
    auth: false,
    summary: 'Send feedback (question, suggestion, complaint) with uploaded attachments',
    tags: ['feedback'],
  }),
};

/** `uploadFile(client, { file, purpose? })`: POST /client/file/upload as multipart/form-data. */
export const uploadFile = createEndpointFunction(fileEndpoints.upload);
export const createFeedback = createEndpointFunction(feedbackEndpoints.create);
