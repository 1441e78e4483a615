import type { PublicRoute } from './types';

/** The home path of the console (spec section 2). */
export const HOME_PATH = '/homepage/homepage';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
export const UNAUTHORIZED_PATH = '/401';
/** The public landing page; the root path redirects here. */
export const INDEX_PATH = '/index';

/**
 * Every public route of spec section 2. They need no token and never appear in the menu.
 * /zh/... and /en/... show the same page and also switch the language.
 */
export const publicRoutes: readonly PublicRoute[] = [
  { path: '/index', name: 'Index', title: 'index' },
  { path: '/zh/index', name: 'IndexZh', title: 'index', language: 'zh' },
  { path: '/en/index', name: 'IndexEn', title: 'index', language: 'en' },
  { path: '/aboutus', name: 'AboutUs', title: 'aboutus' },
  {
    path: '/login',
    name: 'Login',
    title: 'login',
    bare: true,
    page: () => import('../pages/login/LoginPage'),
  },
  { path: '/register', name: 'Register', title: 'register' },
  { path: '/guide', name: 'Guide', title: 'guide' },
  { path: '/forgetpwd', name: 'ForgetPwd', title: 'forgetpwd' },
  {
    path: '/404',
    name: 'NotFound',
    title: 'notFound',
    bare: true,
    page: () => import('../pages/errors/NotFoundPage'),
  },
  {
    path: '/401',
    name: 'Unauthorized',
    title: 'unauthorized',
    bare: true,
    page: () => import('../pages/errors/UnauthorizedPage'),
  },
  { path: '/serversaccess', name: 'ServersAccess', title: 'serversaccess' },
  { path: '/zh/serversaccess', name: 'ServersAccessZh', title: 'serversaccess', language: 'zh' },
  { path: '/en/serversaccess', name: 'ServersAccessEn', title: 'serversaccess', language: 'en' },
  { path: '/applicationmarket', name: 'ApplicationMarket', title: 'applicationmarket' },
  { path: '/applicationmarketdetail', name: 'ApplicationMarketDetail', title: 'applicationmarketdetail' },
  { path: '/useragree', name: 'UserAgree', title: 'useragree' },
  { path: '/workStoragree', name: 'WorkStorAgree', title: 'workStoragree' },
  { path: '/down', name: 'Down', title: 'down' },
  { path: '/feedback', name: 'Feedback', title: 'feedback' },
  { path: '/jsfiledetail', name: 'JsFileDetail', title: 'jsfiledetail' },
  { path: '/jsfile', name: 'JsFile', title: 'jsfile' },
  { path: '/technicalDoc', name: 'TechnicalDoc', title: 'technicalDoc' },
  { path: '/gradesla', name: 'GradeSla', title: 'gradesla' },
  { path: '/introduction', name: 'Introduction', title: 'introduction' },
  { path: '/channelcooperation', name: 'ChannelCooperation', title: 'channelcooperation' },
  { path: '/commonproblem', name: 'CommonProblem', title: 'commonproblem' },
  { path: '/commonproblemdetail', name: 'CommonProblemDetail', title: 'commonproblemdetail' },
];

const publicPaths = new Set(publicRoutes.map((r) => r.path.toLowerCase()));

/** True for a path that needs no token. */
export function isPublicPath(pathname: string): boolean {
  return publicPaths.has(pathname.toLowerCase()) || pathname === '/';
}
