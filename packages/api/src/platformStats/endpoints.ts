import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import { platformStats } from './schemas';

export const platformStatsEndpoints = {
  get: defineEndpoint({
    id: 'platformStats.get',
    method: 'GET',
    path: '/client/content/stats',
    response: platformStats,
    auth: false,
    summary: 'Public platform figures: chains, nodes, apps and 30-day uptime',
    tags: ['content'],
  }),
};

export const getPlatformStats = createEndpointFunction(platformStatsEndpoints.get);
