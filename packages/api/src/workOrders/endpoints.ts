import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import { idParam } from '../client/schemas';
import {
  workOrderCreateRequest,
  workOrderDetail,
  workOrderIdRequest,
  workOrderList,
  workOrderListRequest,
  workOrderReplyRequest,
} from './schemas';

const tags = ['workOrders'];

export const workOrderEndpoints = {
  list: defineEndpoint({
    id: 'workOrders.list',
    method: 'POST',
    path: '/client/workOrder/page',
    request: workOrderListRequest,
    response: workOrderList,
    summary: 'My work orders, paged, by status, type and keyword',
    tags,
  }),
  detail: defineEndpoint({
    id: 'workOrders.detail',
    method: 'GET',
    path: '/client/workOrder/detail/{id}',
    request: idParam,
    response: workOrderDetail,
    summary: 'One work order with its replies, oldest first',
    tags,
  }),
  create: defineEndpoint({
    id: 'workOrders.create',
    method: 'POST',
    path: '/client/workOrder/create',
    request: workOrderCreateRequest,
    response: workOrderDetail,
    summary: 'Open a work order',
    tags,
  }),
  reply: defineEndpoint({
    id: 'workOrders.reply',
    method: 'POST',
    path: '/client/workOrder/reply',
    request: workOrderReplyRequest,
    response: workOrderDetail,
    summary: 'Add a reply to an open work order',
    tags,
  }),
  close: defineEndpoint({
    id: 'workOrders.close',
    method: 'POST',
    path: '/client/workOrder/close',
    request: workOrderIdRequest,
    response: workOrderDetail,
    summary: 'Close a work order',
    tags,
  }),
};

export const listWorkOrders = createEndpointFunction(workOrderEndpoints.list);
export const getWorkOrderDetail = createEndpointFunction(workOrderEndpoints.detail);
export const createWorkOrder = createEndpointFunction(workOrderEndpoints.create);
export const replyWorkOrder = createEndpointFunction(workOrderEndpoints.reply);
export const closeWorkOrder = createEndpointFunction(workOrderEndpoints.close);
