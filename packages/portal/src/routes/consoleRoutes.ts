import { EXPLORER_NAMESPACES } from '../i18n/namespaces';
import type { ConsoleRoute } from './types';
import { CONSOLE_EXPLORER_PATH, HOME_PATH } from './paths';

export const ADMIN_ROLE = 'admin';
const adminOnly = [ADMIN_ROLE] as const;

/**
 * The console route table (docs/product.md#routes). Paths are absolute. Pages not written yet show their
 * translated title; later issues set `page`.
 */
export const consoleRoutes: readonly ConsoleRoute[] = [
  {
    path: '/homepage',
    redirect: HOME_PATH,
    children: [
      {
        path: HOME_PATH,
        name: 'Homepage',
        page: () => import('../pages/console/home/HomePage'),
        meta: { title: 'home', icon: 'house', activeIcon: 'house-plus', affix: true },
      },
    ],
  },
  {
    path: '/appservers',
    redirect: '/appservers/myservers',
    alwaysShow: true,
    meta: { title: 'appservers', icon: 'server' },
    children: [
      {
        path: '/appservers/myservers',
        name: 'MyServers',
        page: () => import('../pages/console/services/MyServersPage'),
        meta: { title: 'myservers', icon: 'server-cog' },
      },
      {
        path: '/appservers/myserversdetail',
        name: 'MyServersDetail',
        page: () => import('../pages/console/services/MyServersDetailPage'),
        hidden: true,
        meta: { title: 'myserversdetail', noCache: true },
      },
      {
        path: '/appservers/myapp',
        name: 'MyApp',
        page: () => import('../pages/console/apps/MyAppPage'),
        meta: { title: 'myapp', icon: 'app-window' },
      },
      {
        path: '/appservers/myappdetail',
        name: 'MyAppDetail',
        page: () => import('../pages/console/apps/MyAppDetailPage'),
        hidden: true,
        meta: { title: 'myappdetail', noCache: true },
      },
      {
        path: CONSOLE_EXPLORER_PATH,
        name: 'ConsoleExplorer',
        page: () => import('../pages/console/explorer/ExplorerPage'),
        namespaces: EXPLORER_NAMESPACES,
        meta: { title: 'explorer', icon: 'list' },
      },
    ],
  },
  {
    path: '/contractmanage',
    redirect: '/contractmanage/mycontract',
    alwaysShow: true,
    meta: { title: 'contractmanage', icon: 'file-code', roles: adminOnly },
    children: [
      {
        path: '/contractmanage/createcontract',
        redirect: '/contractmanage/createcontract/createcontract',
        meta: { title: 'createcontract', icon: 'file-plus', roles: adminOnly },
        children: [
          {
            path: '/contractmanage/createcontract/createcontract',
            name: 'CreateContract',
            page: () => import('../pages/console/contracts/CreateContractPage'),
            meta: { title: 'createcontractPage', roles: adminOnly },
          },
          {
            path: '/contractmanage/createcontract/buildcontract',
            name: 'BuildContract',
            page: () => import('../pages/console/contracts/BuildContractPage'),
            meta: { title: 'buildcontract', roles: adminOnly },
          },
        ],
      },
      {
        path: '/contractmanage/mycontract',
        name: 'MyContract',
        page: () => import('../pages/console/contracts/MyContractPage'),
        // Its Explorer links' text (decision 0105).
        namespaces: EXPLORER_NAMESPACES,
        meta: { title: 'mycontract', icon: 'file-text', roles: adminOnly },
      },
    ],
  },
  {
    path: '/costCenter',
    redirect: '/costCenter/orderMGT',
    alwaysShow: true,
    meta: { title: 'costCenter', icon: 'wallet' },
    children: [
      {
        path: '/costCenter/orderMGT',
        name: 'OrderMGT',
        page: () => import('../pages/console/costCenter/orderMGT/OrderMGTPage'),
        meta: { title: 'orderMGT', icon: 'receipt' },
      },
      {
        path: '/costCenter/overview',
        name: 'Overview',
        page: () => import('../pages/console/costCenter/overview/OverviewPage'),
        meta: { title: 'overview', icon: 'chart-pie' },
      },
      {
        path: '/costCenter/overview/recharge',
        name: 'Recharge',
        page: () => import('../pages/console/costCenter/overview/RechargePage'),
        hidden: true,
        meta: { title: 'recharge', noCache: true },
      },
      {
        path: '/costCenter/overview/withdrawal',
        name: 'Withdrawal',
        page: () => import('../pages/console/costCenter/overview/WithdrawalPage'),
        hidden: true,
        meta: { title: 'withdrawal', noCache: true },
      },
      {
        path: '/costCenter/overview/refund',
        name: 'Refund',
        page: () => import('../pages/console/costCenter/overview/RefundPage'),
        hidden: true,
        meta: { title: 'refund', noCache: true },
      },
      {
        path: '/costCenter/consumptiondetail',
        name: 'ConsumptionDetail',
        page: () => import('../pages/console/costCenter/consumption/ConsumptionPage'),
        meta: { title: 'consumptiondetail', icon: 'list' },
      },
      {
        path: '/costCenter/dropdetail',
        name: 'DropDetail',
        page: () => import('../pages/console/costCenter/admin/DropDetailPage'),
        meta: { title: 'dropdetail', icon: 'droplet', roles: adminOnly },
      },
      {
        path: '/costCenter/rechargedetail',
        name: 'RechargeDetail',
        page: () => import('../pages/console/costCenter/admin/RechargeDetailPage'),
        meta: { title: 'rechargedetail', icon: 'banknote', roles: adminOnly },
      },
      {
        path: '/costCenter/invoicesMGT',
        name: 'InvoicesMGT',
        page: () => import('../pages/console/costCenter/invoices/InvoicesPage'),
        meta: { title: 'invoicesMGT', icon: 'file-spreadsheet' },
      },
      {
        path: '/costCenter/invoicesMGT/invoicesMGTdetail',
        name: 'InvoicesMGTDetail',
        page: () => import('../pages/console/costCenter/invoices/InvoiceDetailPage'),
        hidden: true,
        meta: { title: 'invoicesMGTdetail', noCache: true },
      },
      {
        path: '/costCenter/invoicesMGT/applyInvoices',
        name: 'ApplyInvoices',
        page: () => import('../pages/console/costCenter/apply/ApplyInvoicesPage'),
        hidden: true,
        meta: { title: 'applyInvoices', noCache: true },
      },
      {
        path: '/costCenter/invoicesMGT/invoicesInfo',
        name: 'InvoicesInfo',
        page: () => import('../pages/console/costCenter/titles/InvoiceTitlesPage'),
        hidden: true,
        meta: { title: 'invoicesInfo' },
      },
      {
        path: '/costCenter/invoicesMGT/invoicesAddress',
        name: 'InvoicesAddress',
        page: () => import('../pages/console/costCenter/addresses/AddressesPage'),
        hidden: true,
        meta: { title: 'invoicesAddress' },
      },
    ],
  },
  {
    path: '/accountCenter',
    redirect: '/accountCenter/accountInfo',
    alwaysShow: true,
    meta: { title: 'accountCenter', icon: 'user-cog' },
    children: [
      {
        path: '/accountCenter/accountInfo',
        name: 'AccountInfo',
        page: () => import('../pages/console/accountCenter/AccountInfoPage'),
        meta: { title: 'accountInfo', icon: 'id-card' },
      },
      {
        path: '/accountCenter/accountInfo/loginLog',
        name: 'AccountInfoLoginLog',
        page: () => import('../pages/console/accountCenter/LoginLogPage'),
        hidden: true,
        meta: { title: 'loginLog' },
      },
      {
        path: '/accountCenter/saveSetUp',
        name: 'SaveSetUp',
        page: () => import('../pages/console/accountCenter/SaveSetUpPage'),
        meta: { title: 'saveSetUp', icon: 'shield-check' },
      },
      {
        path: '/accountCenter/loginLog',
        name: 'LoginLog',
        page: () => import('../pages/console/accountCenter/LoginLogPage'),
        meta: { title: 'loginLog', icon: 'history' },
      },
    ],
  },
  {
    path: '/myconsultation',
    redirect: '/myconsultation/myfeedback',
    alwaysShow: true,
    meta: { title: 'myconsultation', icon: 'messages-square' },
    children: [
      {
        path: '/myconsultation/myfeedback',
        name: 'MyFeedback',
        page: () => import('../pages/console/workOrders/MyFeedbackPage'),
        meta: { title: 'myfeedback', icon: 'clipboard-list' },
      },
      {
        path: '/myconsultation/myfeedbackdetail',
        name: 'MyFeedbackDetail',
        page: () => import('../pages/console/workOrders/MyFeedbackDetailPage'),
        hidden: true,
        meta: { title: 'myfeedbackdetail', noCache: true },
      },
    ],
  },
  {
    path: '/messageCenter',
    redirect: '/messageCenter/systemNotice/systemNotice',
    alwaysShow: true,
    meta: { title: 'messageCenter', icon: 'bell' },
    children: [
      {
        path: '/messageCenter/systemNotice/systemNotice',
        name: 'SystemNotice',
        page: () => import('../pages/console/messages/SystemNoticePage'),
        meta: { title: 'systemNotice', icon: 'megaphone' },
      },
      {
        path: '/messageCenter/noticeSetting',
        name: 'NoticeSetting',
        page: () => import('../pages/console/messages/NoticeSettingPage'),
        meta: { title: 'noticeSetting', icon: 'bell-ring' },
      },
    ],
  },
  {
    path: '/system',
    hidden: true,
    redirect: '/system/userInfo',
    children: [
      {
        path: '/system/userInfo',
        name: 'UserInfo',
        page: () => import('../pages/console/system/UserInfoPage'),
        hidden: true,
        meta: { title: 'userInfo' },
      },
    ],
  },
  {
    path: '/service',
    hidden: true,
    redirect: '/service/inviteservice',
    children: [
      {
        path: '/service/inviteservice',
        name: 'InviteService',
        page: () => import('../pages/console/services/InviteServicePage'),
        hidden: true,
        meta: { title: 'inviteservice', noCache: true },
      },
      {
        path: '/service/inviteservicedetail',
        name: 'InviteServiceDetail',
        page: () => import('../pages/console/services/InviteServiceDetailPage'),
        hidden: true,
        meta: { title: 'inviteservicedetail', noCache: true },
      },
    ],
  },
];

/** Paths that keep `redirect` when a failed user-info load sends the user to /login (docs/product.md#routes). */
export const KEEP_REDIRECT_PATHS: readonly string[] = [
  '/service/inviteservice',
  '/service/inviteservicedetail',
];
