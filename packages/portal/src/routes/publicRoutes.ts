import { EXPLORER_NAMESPACES } from '../i18n/namespaces';
import { EXPLORER_PATH } from './paths';
import type { PublicRoute } from './types';

/**
 * Every public route of docs/product.md#routes. They need no token and never appear in the menu.
 * /zh/... and /en/... show the same page and also switch the language.
 */
export const publicRoutes: readonly PublicRoute[] = [
  {
    path: '/index',
    name: 'Index',
    title: 'index',
    landing: true,
    page: () => import('../pages/public/index/IndexPage'),
  },
  {
    path: '/zh/index',
    name: 'IndexZh',
    title: 'index',
    language: 'zh',
    landing: true,
    page: () => import('../pages/public/index/IndexPage'),
  },
  {
    path: '/en/index',
    name: 'IndexEn',
    title: 'index',
    language: 'en',
    landing: true,
    page: () => import('../pages/public/index/IndexPage'),
  },
  {
    path: '/aboutus',
    name: 'AboutUs',
    title: 'aboutus',
    page: () => import('../pages/public/about/AboutUsPage'),
  },
  {
    path: '/login',
    name: 'Login',
    title: 'login',
    bare: true,
    page: () => import('../pages/login/LoginPage'),
  },
  {
    path: '/register',
    name: 'Register',
    title: 'register',
    page: () => import('../pages/public/account/RegisterPage'),
  },
  { path: '/guide', name: 'Guide', title: 'guide', page: () => import('../pages/public/help/GuidePage') },
  {
    path: '/forgetpwd',
    name: 'ForgetPwd',
    title: 'forgetpwd',
    page: () => import('../pages/public/account/ForgetPwdPage'),
  },
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
  {
    path: '/serversaccess',
    name: 'ServersAccess',
    title: 'serversaccess',
    page: () => import('../pages/public/access/ServersAccessPage'),
  },
  {
    path: '/zh/serversaccess',
    name: 'ServersAccessZh',
    title: 'serversaccess',
    language: 'zh',
    page: () => import('../pages/public/access/ServersAccessPage'),
  },
  {
    path: '/en/serversaccess',
    name: 'ServersAccessEn',
    title: 'serversaccess',
    language: 'en',
    page: () => import('../pages/public/access/ServersAccessPage'),
  },
  {
    path: '/applicationmarket',
    name: 'ApplicationMarket',
    title: 'applicationmarket',
    page: () => import('../pages/public/market/MarketPage'),
  },
  {
    path: '/applicationmarketdetail',
    name: 'ApplicationMarketDetail',
    title: 'applicationmarketdetail',
    page: () => import('../pages/public/market/MarketDetailPage'),
  },
  {
    path: '/useragree',
    name: 'UserAgree',
    title: 'useragree',
    page: () => import('../pages/public/legal/UserAgreePage'),
  },
  {
    path: '/workStoragree',
    name: 'WorkStorAgree',
    title: 'workStoragree',
    page: () => import('../pages/public/legal/WorkStorAgreePage'),
  },
  { path: '/down', name: 'Down', title: 'down', page: () => import('../pages/public/help/DownPage') },
  {
    path: '/feedback',
    name: 'Feedback',
    title: 'feedback',
    page: () => import('../pages/public/feedback/FeedbackPage'),
  },
  {
    path: '/jsfiledetail',
    name: 'JsFileDetail',
    title: 'jsfiledetail',
    page: () => import('../pages/public/docs/JsFileDetailPage'),
  },
  { path: '/jsfile', name: 'JsFile', title: 'jsfile', page: () => import('../pages/public/docs/JsFilePage') },
  {
    path: '/technicalDoc',
    name: 'TechnicalDoc',
    title: 'technicalDoc',
    page: () => import('../pages/public/docs/TechnicalDocPage'),
  },
  {
    path: '/gradesla',
    name: 'GradeSla',
    title: 'gradesla',
    page: () => import('../pages/public/about/GradeSlaPage'),
  },
  {
    path: '/introduction',
    name: 'Introduction',
    title: 'introduction',
    page: () => import('../pages/public/about/IntroductionPage'),
  },
  {
    path: '/channelcooperation',
    name: 'ChannelCooperation',
    title: 'channelcooperation',
    page: () => import('../pages/public/about/ChannelCooperationPage'),
  },
  {
    path: EXPLORER_PATH,
    name: 'Explorer',
    title: 'explorer',
    namespaces: EXPLORER_NAMESPACES,
    page: () => import('../pages/public/explorer/ExplorerPage'),
  },
  {
    path: '/commonproblem',
    name: 'CommonProblem',
    title: 'commonproblem',
    page: () => import('../pages/public/faq/CommonProblemPage'),
  },
  {
    path: '/commonproblemdetail',
    name: 'CommonProblemDetail',
    title: 'commonproblemdetail',
    page: () => import('../pages/public/faq/CommonProblemDetailPage'),
  },
];

const publicPaths = new Set(publicRoutes.map((r) => r.path.toLowerCase()));

/** True for a path that needs no token. */
export function isPublicPath(pathname: string): boolean {
  return publicPaths.has(pathname.toLowerCase()) || pathname === '/';
}
