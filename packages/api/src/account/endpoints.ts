import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import {
  accountOverview,
  consumptionList,
  consumptionListRequest,
  dropList,
  dropListRequest,
  fundRequest,
  rechargeList,
  rechargeListRequest,
  rechargeRecord,
  rechargeRequest,
  refundRequest,
  withdrawalRequest,
} from './schemas';

const tags = ['account'];

export const accountEndpoints = {
  overview: defineEndpoint({
    id: 'account.overview',
    method: 'GET',
    path: '/client/account/overview',
    response: accountOverview,
    summary: 'Balance, frozen and available amounts, and spending of the last 12 months',
    tags,
  }),
  recharge: defineEndpoint({
    id: 'account.recharge',
    method: 'POST',
    path: '/client/account/recharge',
    request: rechargeRequest,
    response: rechargeRecord,
    summary: 'Top up the balance (online methods at once, bank transfer pending)',
    paying: true,
    tags,
  }),
  withdraw: defineEndpoint({
    id: 'account.withdraw',
    method: 'POST',
    path: '/client/account/withdrawal',
    request: withdrawalRequest,
    response: fundRequest,
    summary: 'Ask to withdraw part of the available balance (the amount is frozen)',
    paying: true,
    tags,
  }),
  refund: defineEndpoint({
    id: 'account.refund',
    method: 'POST',
    path: '/client/account/refund',
    request: refundRequest,
    response: fundRequest,
    summary: 'Ask for the refund of a paid order',
    paying: true,
    tags,
  }),
  consumption: defineEndpoint({
    id: 'account.consumption',
    method: 'POST',
    path: '/client/account/consumption/page',
    request: consumptionListRequest,
    response: consumptionList,
    summary: 'Consumption details (order payments), paged, by date range and keyword',
    tags,
  }),
  drops: defineEndpoint({
    id: 'account.drops',
    method: 'POST',
    path: '/client/account/drop/page',
    request: dropListRequest,
    response: dropList,
    summary: 'Drop details: metered usage deductions of all users (admin)',
    tags,
  }),
  recharges: defineEndpoint({
    id: 'account.recharges',
    method: 'POST',
    path: '/client/account/recharge/page',
    request: rechargeListRequest,
    response: rechargeList,
    summary: 'Recharge details of all users (admin)',
    tags,
  }),
};

export const getAccountOverview = createEndpointFunction(accountEndpoints.overview);
export const rechargeAccount = createEndpointFunction(accountEndpoints.recharge);
export const requestWithdrawal = createEndpointFunction(accountEndpoints.withdraw);
export const requestRefund = createEndpointFunction(accountEndpoints.refund);
export const listConsumption = createEndpointFunction(accountEndpoints.consumption);
export const listDrops = createEndpointFunction(accountEndpoints.drops);
export const listRecharges = createEndpointFunction(accountEndpoints.recharges);
