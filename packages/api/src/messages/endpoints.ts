import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import { empty, idParam } from '../client/schemas';
import {
  createdSchema,
  editReceiverSchema,
  editStateRequestSchema,
  editStateResultSchema,
  messagePageRequestSchema,
  messagePageSchema,
  messageSchema,
  messageTypeListSchema,
  notReadCountSchema,
  receiverInputSchema,
  receiverPageRequestSchema,
  receiverPageSchema,
  typeListRequestSchema,
} from './schemas';

const base = '/client/user/message';
const tags = ['messages'];

export const messageEndpoints = {
  page: defineEndpoint({
    id: 'messages.page',
    method: 'POST',
    path: `${base}/page`,
    request: messagePageRequestSchema,
    response: messagePageSchema,
    summary: "The user's notices, newest first, with type/state/keyword/date filters",
    tags,
  }),
  detail: defineEndpoint({
    id: 'messages.detail',
    method: 'GET',
    path: `${base}/detail/{id}`,
    request: idParam,
    response: messageSchema,
    summary: 'One notice; opening it marks it read',
    tags,
  }),
  editState: defineEndpoint({
    id: 'messages.editState',
    method: 'POST',
    path: `${base}/editState`,
    request: editStateRequestSchema,
    response: editStateResultSchema,
    summary: 'Mark notices read or unread (by ids, or all)',
    tags,
  }),
  pageReceive: defineEndpoint({
    id: 'messages.pageReceive',
    method: 'POST',
    path: `${base}/pageReceive`,
    request: receiverPageRequestSchema,
    response: receiverPageSchema,
    summary: 'Notice receivers (notice settings)',
    tags,
  }),
  createReceive: defineEndpoint({
    id: 'messages.createReceive',
    method: 'POST',
    path: `${base}/createReceive`,
    request: receiverInputSchema,
    response: createdSchema,
    summary: 'Add a notice receiver',
    tags,
  }),
  editReceive: defineEndpoint({
    id: 'messages.editReceive',
    method: 'PUT',
    path: `${base}/editReceive`,
    request: editReceiverSchema,
    response: empty,
    summary: 'Change a notice receiver',
    tags,
  }),
  deleteReceive: defineEndpoint({
    id: 'messages.deleteReceive',
    method: 'DELETE',
    path: `${base}/deleteReceive/{id}`,
    request: idParam,
    response: empty,
    summary: 'Remove a notice receiver',
    tags,
  }),
  typeList: defineEndpoint({
    id: 'messages.typeList',
    method: 'POST',
    path: `${base}/typeList`,
    request: typeListRequestSchema,
    response: messageTypeListSchema,
    summary: 'The notice types',
    tags,
  }),
  notReadCount: defineEndpoint({
    id: 'messages.notReadCount',
    method: 'GET',
    path: `${base}/getNotReadCount`,
    response: notReadCountSchema,
    summary: 'Unread notices (the bell); data is the count',
    tags,
  }),
} as const;

export const getMessagePage = createEndpointFunction(messageEndpoints.page);
export const getMessageDetail = createEndpointFunction(messageEndpoints.detail);
export const editMessageState = createEndpointFunction(messageEndpoints.editState);
export const getReceiverPage = createEndpointFunction(messageEndpoints.pageReceive);
export const createReceiver = createEndpointFunction(messageEndpoints.createReceive);
export const editReceiver = createEndpointFunction(messageEndpoints.editReceive);
export const deleteReceiver = createEndpointFunction(messageEndpoints.deleteReceive);
export const getMessageTypes = createEndpointFunction(messageEndpoints.typeList);
export const getNotReadCount = createEndpointFunction(messageEndpoints.notReadCount);
