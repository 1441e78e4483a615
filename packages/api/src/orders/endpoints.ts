import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import { idParam } from '../client/schemas';
import { orderDetail, orderIdRequest, orderList, orderListRequest } from './schemas';

const tags = ['orders'];

export const orderEndpoints = {
  list: defineEndpoint({
    id: 'orders.list',
    method: 'POST',
    path: '/client/order/page',
    request: orderListRequest,
    response: orderList,
    summary: 'My orders, paged, filtered by status, type, date range, keyword, invoiceable',
    tags,
  }),
  detail: defineEndpoint({
    id: 'orders.detail',
    method: 'GET',
    path: '/client/order/detail/{id}',
    request: idParam,
    response: orderDetail,
    summary: 'One order with its status timeline',
    tags,
  }),
  cancel: defineEndpoint({
    id: 'orders.cancel',
    method: 'POST',
    path: '/client/order/cancel',
    request: orderIdRequest,
    response: orderDetail,
    summary: 'Cancel a pending order',
    tags,
  }),
  pay: defineEndpoint({
    id: 'orders.pay',
    method: 'POST',
    path: '/client/order/pay',
    request: orderIdRequest,
    response: orderDetail,
    summary:
      'Pay a pending order from the account balance (21001 when the balance is too low, 20005 when it is paid already)',
    paying: true,
    tags,
  }),
};

export const listOrders = createEndpointFunction(orderEndpoints.list);
export const getOrderDetail = createEndpointFunction(orderEndpoints.detail);
export const cancelOrder = createEndpointFunction(orderEndpoints.cancel);
export const payOrder = createEndpointFunction(orderEndpoints.pay);
