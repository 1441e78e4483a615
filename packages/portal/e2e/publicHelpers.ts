import { type Page } from '@playwright/test';

/** Every public page with its English h1 (or a pattern when the h1 comes from data). */
export const PUBLIC_PAGES: ReadonlyArray<{ path: string; h1: string | RegExp; zh: string | RegExp }> = [
  { path: '/index', h1: 'One platform for three blockchains', zh: '一个平台，三条区块链' },
  { path: '/aboutus', h1: 'About us', zh: '关于我们' },
  { path: '/introduction', h1: 'Platform introduction', zh: /平台/ },
  { path: '/channelcooperation', h1: 'Channel cooperation', zh: '渠道合作' },
  { path: '/serversaccess', h1: 'Access services', zh: '接入服务' },
  { path: '/gradesla', h1: 'Service level agreement', zh: '服务等级协议' },
  { path: '/applicationmarket', h1: 'App market', zh: '应用市场' },
  { path: '/applicationmarketdetail?id=1', h1: /\S/, zh: /\S/ },
  { path: '/technicalDoc', h1: 'Technical documents', zh: '技术文档' },
  { path: '/jsfile', h1: 'Technical files', zh: /文/ },
  { path: '/jsfiledetail?id=1', h1: /\S/, zh: /\S/ },
  { path: '/commonproblem', h1: 'FAQ', zh: '常见问题' },
  { path: '/commonproblemdetail?id=1', h1: /\S/, zh: /\S/ },
  { path: '/guide', h1: 'Guide', zh: /指南/ },
  { path: '/down', h1: 'Downloads', zh: '下载中心' },
  { path: '/feedback', h1: 'Feedback', zh: '意见反馈' },
  { path: '/register', h1: 'Register', zh: '注册' },
  { path: '/forgetpwd', h1: 'Forgot password', zh: '忘记密码' },
  { path: '/useragree', h1: 'User agreement', zh: '用户协议' },
  { path: '/workStoragree', h1: 'Work order service agreement', zh: /协议/ },
  { path: '/404', h1: /./, zh: /./ },
  { path: '/401', h1: /./, zh: /./ },
];

/** The page's meta description. */
export function metaDescription(page: Page): Promise<string | null> {
  return page.locator('meta[name="description"]').getAttribute('content');
}

/** Sets mock faults that survive reloads (see packages/api/README.md). */
export async function setFaults(page: Page, faults: object | null): Promise<void> {
  await page.evaluate((value) => {
    if (value) localStorage.setItem('cp-mock-faults', JSON.stringify(value));
    else localStorage.removeItem('cp-mock-faults');
    (window as unknown as { __mockFaults?: object }).__mockFaults = value ?? undefined;
  }, faults);
}
