/** Names the seeds share: places, people, companies and the two demo owners of business records. */
import type { ChainType } from '../../contracts/chains';
import { DEMO_USERS } from '../db';
import { type Texts, texts } from './said';

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

/** How each city reads in each language (the platform's notices name the city of a sign-in). */
export const CITY_TEXTS: Record<string, Texts> = {
  '北京市 中国': texts('北京市 中国', 'Beijing, China', 'Pekín (China)', '北京（中国）'),
  '上海市 中国': texts('上海市 中国', 'Shanghai, China', 'Shanghái (China)', '上海（中国）'),
  '深圳市 中国': texts('深圳市 中国', 'Shenzhen, China', 'Shenzhen (China)', '深セン（中国）'),
  '杭州市 中国': texts('杭州市 中国', 'Hangzhou, China', 'Hangzhou (China)', '杭州（中国）'),
  '成都市 中国': texts('成都市 中国', 'Chengdu, China', 'Chengdu (China)', '成都（中国）'),
  '武汉市 中国': texts('武汉市 中国', 'Wuhan, China', 'Wuhan (China)', '武漢（中国）'),
  Singapore: texts('新加坡', 'Singapore', 'Singapur', 'シンガポール'),
  'Tokyo, Japan': texts('东京 日本', 'Tokyo, Japan', 'Tokio (Japón)', '東京（日本）'),
  'Frankfurt, Germany': texts(
    '法兰克福 德国',
    'Frankfurt, Germany',
    'Fráncfort (Alemania)',
    'フランクフルト（ドイツ）',
  ),
  Local: texts('本地', 'Local', 'Local', 'ローカル'),
  'San Francisco, US': texts(
    '旧金山 美国',
    'San Francisco, US',
    'San Francisco (EE. UU.)',
    'サンフランシスコ（米国）',
  ),
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

/** The registered English names of the Chinese companies, as they sign in English. */
export const COMPANY_EN: Record<string, string> = {
  杭州链融科技有限公司: 'Hangzhou Lianrong Technology Co., Ltd.',
  北京数信云网络技术有限公司: 'Beijing Shuxinyun Network Technology Co., Ltd.',
  深圳前海区块智造有限公司: 'Shenzhen Qianhai Block Manufacturing Co., Ltd.',
  上海溯源宝信息科技有限公司: 'Shanghai Suyuanbao Information Technology Co., Ltd.',
  成都天府数链科技有限公司: 'Chengdu Tianfu Shulian Technology Co., Ltd.',
  广州穗链数字科技有限公司: 'Guangzhou Suilian Digital Technology Co., Ltd.',
  苏州工业园区链通科技有限公司: 'Suzhou Industrial Park Liantong Technology Co., Ltd.',
  南京紫金数据有限公司: 'Nanjing Zijin Data Co., Ltd.',
  武汉光谷链信有限公司: 'Wuhan Optics Valley Lianxin Co., Ltd.',
};

/**
 * A company's name as each reader reads it (decision 0077): a Chinese company by its Chinese name
 * in Chinese and by its registered English name in the other languages (its simplified characters
 * are not Japanese kanji); a company with only a Latin name by that name.
 */
export function companyName(name: string): Texts {
  const english = COMPANY_EN[name] ?? name;
  return texts(name, english, english, english);
}
