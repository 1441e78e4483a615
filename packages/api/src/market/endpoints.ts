import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import { orderDetail } from '../orders/schemas';
import {
  marketDetail,
  marketDetailRequest,
  marketList,
  marketListRequest,
  marketProviderList,
  marketPurchaseRequest,
} from './schemas';

const tags = ['market'];

export const marketEndpoints = {
  list: defineEndpoint({
    id: 'market.list',
    method: 'POST',
    path: '/client/market/page',
    request: marketListRequest,
    response: marketList,
    auth: false,
    summary:
      'The public app market, paged, filtered by category, scenario, price type, provider and keyword, sorted by `sort`',
    tags,
  }),
  providers: defineEndpoint({
    id: 'market.providers',
    method: 'GET',
    path: '/client/market/provider/list',
    response: marketProviderList,
    auth: false,
    summary: 'The distinct providers of the market (for the provider filter)',
    tags,
  }),
  detail: defineEndpoint({
    id: 'market.detail',
    method: 'GET',
    path: '/client/market/detail/{id}',
    request: marketDetailRequest,
    response: marketDetail,
    auth: false,
    summary: 'One market product with its editions, versions and purchase options',
    tags,
  }),
  purchase: defineEndpoint({
    id: 'market.purchase',
    method: 'POST',
    path: '/client/market/purchase',
    request: marketPurchaseRequest,
    response: orderDetail,
    summary: 'Buy an edition: creates a pending order',
    paying: true,
    tags,
  }),
};

export const listMarketProducts = createEndpointFunction(marketEndpoints.list);
export const listMarketProviders = createEndpointFunction(marketEndpoints.providers);
export const getMarketProduct = createEndpointFunction(marketEndpoints.detail);
export const purchaseMarketProduct = createEndpointFunction(marketEndpoints.purchase);
