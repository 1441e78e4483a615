/** Names the seeds share: places, people, companies and the two demo owners of business records. */
import type { ChainType } from '../../contracts/chains';
import { DEMO_USERS } from '../db';

export type SeedLanguage = 'zh' | 'en';

/** The language a text or a name is written in: Chinese when it has a Han character. */
export const languageOf = (text: string): SeedLanguage => (/\p{Script=Han}/u.test(text) ? 'zh' : 'en');

/**
 * The language each demo owner writes in, and the platform writes to it in (decision 0068): what
 * a customer wrote stays as written, in one language per text.
 */
export const OWNER_LANGUAGE: Record<string, SeedLanguage> = { demo: 'en', admin: 'zh' };
export const ownerLanguage = (owner: string): SeedLanguage => OWNER_LANGUAGE[owner] ?? 'zh';

/** A city's name in English, for the texts written in English. */
export const CITY_EN: Record<string, string> = {
  '北京市 中国': 'Beijing, China',
  '上海市 中国': 'Shanghai, China',
  '深圳市 中国': 'Shenzhen, China',
  '杭州市 中国': 'Hangzhou, China',
  '成都市 中国': 'Chengdu, China',
  '武汉市 中国': 'Wuhan, China',
};

export const CITIES = [
  '北京市 中国',
  '上海市 中国',
  '深圳市 中国',
  '杭州市 中国',
  '成都市 中国',
  '武汉市 中国',
  'Singapore',
  'Tokyo, Japan',
  'Frankfurt, Germany',
  'San Francisco, US',
];

/** The demo users who own the seeded business records ('demo' first, then 'admin'). */
export const OWNERS = [DEMO_USERS.customer.username, DEMO_USERS.admin.username] as const;
export const OWNER_NAMES: Record<string, string> = {
  [DEMO_USERS.customer.username]: DEMO_USERS.customer.name,
  [DEMO_USERS.admin.username]: DEMO_USERS.admin.name,
};

export const CHAIN_TYPES: ChainType[] = ['core', 'consensus', 'permissioned'];

export const PEOPLE = [
  '张伟',
  '王芳',
  '李娜',
  '刘洋',
  '陈静',
  '杨磊',
  '赵敏',
  '黄强',
  '周婷',
  '吴昊',
  'Emily Chen',
  'David Li',
  'Sarah Wang',
  'Michael Zhang',
  'Grace Liu',
  'Kevin Zhou',
];
export const COMPANIES = [
  '杭州链融科技有限公司',
  '北京数信云网络技术有限公司',
  '深圳前海区块智造有限公司',
  '上海溯源宝信息科技有限公司',
  '成都天府数链科技有限公司',
  '广州穗链数字科技有限公司',
  'Nimbus Ledger Ltd.',
  'BlueOak Digital Co.',
  '苏州工业园区链通科技有限公司',
  '南京紫金数据有限公司',
  'Harbor Chain Solutions',
  '武汉光谷链信有限公司',
];
