/**
 * Mock handlers of the public site's own calls (decision 0015): the channel-cooperation application
 * (partnerApply) and the landing page's platform figures (platformStats), which counts the services
 * and apps of the business store.
 */
import type { RequestHandler } from 'msw';
import { partnerApplyEndpoints } from '../../partnerApply/endpoints';
import { platformStatsEndpoints } from '../../platformStats/endpoints';
import { bizDb } from '../bizDb';
import { CODES } from '../lib/answers';
import { MOCK_NOW, mockNow } from '../lib/clock';
import { fail, mockEndpoint } from '../lib/http';
import { said } from '../lib/said';

interface MockPartnerApplication {
  id: number;
  applicationNo: string;
  mobile: string;
  company: string;
  createdAt: string;
}

const applications: MockPartnerApplication[] = [];

/** Forgets the applications (resetMockDb calls it). */
export function resetPartnerApplications(): void {
  applications.length = 0;
}

/** Customers outside the demo data: the public figures count the whole platform. */
const OTHER_NODES = 1200;
const OTHER_APPS = 3400;

export const partnerApplyHandlers: RequestHandler[] = [
  mockEndpoint(partnerApplyEndpoints.create, (input) => {
    if (applications.some((a) => a.mobile === input.mobile)) {
      return fail(CODES.conflict, said('该手机号已提交过申请', 'This mobile has already applied'));
    }
    const id = applications.length + 1;
    const now = new Date(mockNow());
    const day = now.toISOString().slice(0, 10).replaceAll('-', '');
    const record = {
      id,
      applicationNo: `QD${day}${String(id).padStart(4, '0')}`,
      mobile: input.mobile,
      company: input.company,
      createdAt: now.toISOString(),
    };
    applications.push(record);
    return {
      id,
      applicationNo: record.applicationNo,
      status: 'submitted' as const,
      createdAt: record.createdAt,
    };
  }),
  mockEndpoint(platformStatsEndpoints.get, () => ({
    chains: 3,
    nodes: OTHER_NODES + bizDb.services.reduce((sum, s) => sum + s.nodeCount, 0),
    apps: OTHER_APPS + bizDb.apps.length,
    uptimePercent: 99.99,
    updatedAt: new Date(MOCK_NOW).toISOString(),
  })),
];
