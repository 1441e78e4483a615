// Demo data for the layout stories and tests (not part of the public API).
import {
  AppWindow,
  BookOpen,
  CircleUser,
  FileText,
  House,
  LayoutDashboard,
  MessageSquare,
  Server,
  Wallet,
} from 'lucide-react';
import type { MenuItem } from '../menu';
import type { TagBarTab } from '../TagBar';

type Lang = 'en' | 'zh';

const T = {
  home: { en: 'Home', zh: '主页' },
  appservers: { en: 'Services and apps', zh: '服务与应用' },
  myservers: { en: 'My services', zh: '我的服务' },
  myserversdetail: { en: 'Service detail', zh: '服务详情' },
  myapp: { en: 'My apps', zh: '我的应用' },
  contract: { en: 'Contract management', zh: '合约管理' },
  createcontract: { en: 'Create contract', zh: '创建合约' },
  buildcontract: { en: 'Self-built contract', zh: '自建合约' },
  mycontract: { en: 'My contracts', zh: '我的合约' },
  cost: { en: 'Cost centre', zh: '费用中心' },
  orderMGT: { en: 'Order management', zh: '订单管理' },
  overview: { en: 'Account overview', zh: '账户总览' },
  consumption: { en: 'Consumption details', zh: '消费明细' },
  invoices: { en: 'Invoice management', zh: '发票管理' },
  account: { en: 'Account centre', zh: '账号中心' },
  accountInfo: { en: 'Account information', zh: '账号信息' },
  saveSetUp: { en: 'Security settings', zh: '安全设置' },
  consult: { en: 'My work orders', zh: '我的工单' },
  messages: { en: 'Message centre', zh: '消息中心' },
  systemNotice: { en: 'System notices', zh: '系统通知' },
  noticeSetting: { en: 'Notice settings', zh: '通知设置' },
  docs: { en: 'Developer docs', zh: '开发文档' },
  soon: { en: 'Coming soon', zh: '敬请期待' },
} as const;

/** A console menu shaped like the portal's route table (single-child routes, hidden pages, an external link). */
export function demoMenu(lang: Lang = 'en'): MenuItem[] {
  const t = (k: keyof typeof T) => T[k][lang];
  return [
    {
      key: 'homepage',
      path: '/homepage',
      title: t('home'),
      icon: <House />,
      activeIcon: <LayoutDashboard />,
      children: [{ key: 'homepage-home', path: '/homepage/homepage', title: t('home') }],
    },
    {
      key: 'appservers',
      path: '/appservers',
      title: t('appservers'),
      icon: <Server />,
      children: [
        { key: 'myservers', path: '/appservers/myservers', title: t('myservers') },
        {
          key: 'myserversdetail',
          path: '/appservers/myserversdetail',
          title: t('myserversdetail'),
          hidden: true,
        },
        { key: 'myapp', path: '/appservers/myapp', title: t('myapp') },
      ],
    },
    {
      key: 'contractmanage',
      path: '/contractmanage',
      title: t('contract'),
      icon: <FileText />,
      children: [
        {
          key: 'createcontract',
          path: '/contractmanage/createcontract',
          title: t('createcontract'),
          alwaysShow: true,
          children: [
            {
              key: 'buildcontract',
              path: '/contractmanage/createcontract/buildcontract',
              title: t('buildcontract'),
            },
          ],
        },
        { key: 'mycontract', path: '/contractmanage/mycontract', title: t('mycontract') },
      ],
    },
    {
      key: 'costCenter',
      path: '/costCenter',
      title: t('cost'),
      icon: <Wallet />,
      children: [
        { key: 'orderMGT', path: '/costCenter/orderMGT', title: t('orderMGT') },
        { key: 'overview', path: '/costCenter/overview', title: t('overview') },
        { key: 'consumptiondetail', path: '/costCenter/consumptiondetail', title: t('consumption') },
        { key: 'invoicesMGT', path: '/costCenter/invoicesMGT', title: t('invoices') },
      ],
    },
    {
      key: 'accountCenter',
      path: '/accountCenter',
      title: t('account'),
      icon: <CircleUser />,
      children: [
        { key: 'accountInfo', path: '/accountCenter/accountInfo', title: t('accountInfo') },
        { key: 'saveSetUp', path: '/accountCenter/saveSetUp', title: t('saveSetUp') },
      ],
    },
    {
      key: 'myconsultation',
      path: '/myconsultation',
      title: t('consult'),
      icon: <AppWindow />,
      children: [{ key: 'myfeedback', path: '/myconsultation/myfeedback', title: t('consult') }],
    },
    {
      key: 'messageCenter',
      path: '/messageCenter',
      title: t('messages'),
      icon: <MessageSquare />,
      children: [
        { key: 'systemNotice', path: '/messageCenter/systemNotice/systemNotice', title: t('systemNotice') },
        { key: 'noticeSetting', path: '/messageCenter/noticeSetting', title: t('noticeSetting') },
      ],
    },
    { key: 'docs', path: 'https://docs.example.com', title: t('docs'), icon: <BookOpen /> },
    { key: 'soon', path: '#', title: t('soon'), icon: <FileText /> },
  ];
}

export function demoTabs(lang: Lang = 'en'): TagBarTab[] {
  const t = (k: keyof typeof T) => T[k][lang];
  return [
    { path: '/homepage/homepage', title: t('home'), affix: true },
    { path: '/appservers/myservers', title: t('myservers') },
    { path: '/costCenter/orderMGT', title: t('orderMGT') },
    { path: '/costCenter/invoicesMGT', title: t('invoices') },
    { path: '/accountCenter/accountInfo', title: t('accountInfo') },
  ];
}

export function demoCrumbs(lang: Lang = 'en') {
  const t = (k: keyof typeof T) => T[k][lang];
  return [
    { title: t('home'), path: '/homepage/homepage' },
    { title: t('cost'), path: '/costCenter' },
    { title: t('orderMGT') },
  ];
}

/**
 * Waits until React has run the story's effects: a play function can start right after the first
 * commit, before listeners registered in effects (shortcuts, Radix key tracking) exist.
 */
export function effectsSettled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 50));
}
