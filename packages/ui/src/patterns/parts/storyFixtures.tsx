// Fixtures for the pattern stories (not exported from the package).
import {
  Boxes,
  Cpu,
  Factory,
  Gem,
  Headset,
  HeartPulse,
  Landmark,
  Lightbulb,
  Network,
  ShieldCheck,
  ShoppingCart,
  Wheat,
} from 'lucide-react';
import type { FeatureItem } from '../FeatureGrid';
import type { SolutionItem } from '../SolutionGrid';
import type { PublicNavLink } from '../PublicHeader';
import type { PublicFooterColumn } from '../PublicFooter';

export const navLinksEn: PublicNavLink[] = [
  { href: '#/index', label: 'Home' },
  { href: '#/serversaccess', label: 'Access services' },
  { href: '#/applicationmarket', label: 'App market' },
  { href: '#/technicalDoc', label: 'Documents' },
  { href: '#/channelcooperation', label: 'Partners' },
  { href: '#/aboutus', label: 'About us' },
];

export const navLinksZh: PublicNavLink[] = [
  { href: '#/index', label: '首页' },
  { href: '#/serversaccess', label: '接入服务' },
  { href: '#/applicationmarket', label: '应用市场' },
  { href: '#/technicalDoc', label: '技术文档' },
  { href: '#/channelcooperation', label: '渠道合作' },
  { href: '#/aboutus', label: '关于我们' },
];

export const footerColumnsEn: PublicFooterColumn[] = [
  {
    title: 'Products',
    links: [
      { href: '#/serversaccess', label: 'Access services' },
      { href: '#/applicationmarket', label: 'App market' },
      { href: '#/gradesla', label: 'Service levels' },
    ],
  },
  {
    title: 'Support',
    links: [
      { href: '#/technicalDoc', label: 'Technical documents' },
      { href: '#/commonproblem', label: 'FAQ' },
      { href: '#/feedback', label: 'Feedback' },
    ],
  },
  {
    title: 'About',
    links: [
      { href: '#/aboutus', label: 'About us' },
      { href: '#/introduction', label: 'Institutional framework' },
      { href: '#/channelcooperation', label: 'Channel cooperation' },
    ],
  },
];

export const footerColumnsZh: PublicFooterColumn[] = [
  {
    title: '产品',
    links: [
      { href: '#/serversaccess', label: '接入服务' },
      { href: '#/applicationmarket', label: '应用市场' },
      { href: '#/gradesla', label: '服务等级' },
    ],
  },
  {
    title: '支持',
    links: [
      { href: '#/technicalDoc', label: '技术文档' },
      { href: '#/commonproblem', label: '常见问题' },
      { href: '#/feedback', label: '意见反馈' },
    ],
  },
  {
    title: '关于',
    links: [
      { href: '#/aboutus', label: '关于我们' },
      { href: '#/introduction', label: '组织架构' },
      { href: '#/channelcooperation', label: '渠道合作' },
    ],
  },
];

export const solutionsEn: SolutionItem[] = [
  {
    id: 'collections',
    icon: <Gem />,
    title: 'Digital collections',
    description: 'Issue, trace and trade digital collectibles with on-chain ownership.',
    href: '#/index?solution=collections',
  },
  {
    id: 'government',
    icon: <Landmark />,
    title: 'Government',
    description: 'Tamper-proof records and cross-department data sharing.',
    href: '#/index?solution=government',
  },
  {
    id: 'food',
    icon: <Wheat />,
    title: 'Food',
    description: 'Farm-to-table traceability for food safety.',
    href: '#/index?solution=food',
  },
  {
    id: 'retail',
    icon: <ShoppingCart />,
    title: 'Retail',
    description: 'Trusted loyalty points and supply-chain finance.',
    href: '#/index?solution=retail',
  },
  {
    id: 'manufacturing',
    icon: <Factory />,
    title: 'Manufacturing',
    description: 'Parts provenance and quality records across suppliers.',
    href: '#/index?solution=manufacturing',
  },
  {
    id: 'ip',
    icon: <Lightbulb />,
    title: 'Intellectual property',
    description: 'Timestamped proof of creation and licensing.',
    href: '#/index?solution=ip',
  },
  {
    id: 'medical',
    icon: <HeartPulse />,
    title: 'Medical',
    description: 'Secure sharing of prescriptions and medical records.',
    href: '#/index?solution=medical',
  },
];

export const solutionsZh: SolutionItem[] = [
  {
    id: 'collections',
    icon: <Gem />,
    title: '数字藏品',
    description: '基于链上确权的数字藏品发行、溯源与流转。',
    href: '#/index?solution=collections',
  },
  {
    id: 'government',
    icon: <Landmark />,
    title: '政务',
    description: '防篡改的政务存证与跨部门数据共享。',
    href: '#/index?solution=government',
  },
  {
    id: 'food',
    icon: <Wheat />,
    title: '食品',
    description: '从农田到餐桌的全流程食品安全溯源。',
    href: '#/index?solution=food',
  },
  {
    id: 'retail',
    icon: <ShoppingCart />,
    title: '零售',
    description: '可信积分与供应链金融。',
    href: '#/index?solution=retail',
  },
  {
    id: 'manufacturing',
    icon: <Factory />,
    title: '制造',
    description: '跨供应商的零部件来源与质量记录。',
    href: '#/index?solution=manufacturing',
  },
  {
    id: 'ip',
    icon: <Lightbulb />,
    title: '知识产权',
    description: '带时间戳的原创证明与授权管理。',
    href: '#/index?solution=ip',
  },
  {
    id: 'medical',
    icon: <HeartPulse />,
    title: '医疗',
    description: '处方与病历的安全共享。',
    href: '#/index?solution=medical',
  },
];

export const featuresEn: FeatureItem[] = [
  {
    id: 'core',
    icon: <Network />,
    title: 'Core chain',
    description: 'A high-performance main chain for value transfer.',
    href: '#/serversaccess',
  },
  {
    id: 'consensus',
    icon: <Boxes />,
    title: 'Open consensus chain',
    description: 'Join consensus as a node and build open applications.',
    href: '#/serversaccess',
  },
  {
    id: 'permissioned',
    icon: <ShieldCheck />,
    title: 'Open permissioned chain',
    description: 'Permissioned access for enterprise consortia.',
    href: '#/serversaccess',
  },
  {
    id: 'market',
    icon: <Cpu />,
    title: 'App market',
    description: 'Ready-made blockchain apps, deployed in minutes.',
  },
  {
    id: 'consulting',
    icon: <Headset />,
    title: 'Consulting',
    description: 'Experts help you design and launch your chain project.',
    href: '#/feedback',
    linkLabel: 'Contact us',
  },
];

export const featuresZh: FeatureItem[] = [
  {
    id: 'core',
    icon: <Network />,
    title: '核心链',
    description: '面向价值流转的高性能主链。',
    href: '#/serversaccess',
  },
  {
    id: 'consensus',
    icon: <Boxes />,
    title: '开放共识链',
    description: '作为节点参与共识，构建开放应用。',
    href: '#/serversaccess',
  },
  {
    id: 'permissioned',
    icon: <ShieldCheck />,
    title: '开放许可链',
    description: '面向企业联盟的许可准入。',
    href: '#/serversaccess',
  },
  { id: 'market', icon: <Cpu />, title: '应用市场', description: '开箱即用的区块链应用，分钟级部署。' },
  {
    id: 'consulting',
    icon: <Headset />,
    title: '咨询服务',
    description: '专家协助您设计并落地链上项目。',
    href: '#/feedback',
    linkLabel: '联系我们',
  },
];
