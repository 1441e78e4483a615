import type { MarketScenario } from '../../market/schemas';
import { type Bilingual, bizDb, nextBizId } from '../bizDb';
import { daysAgo, iso } from '../lib/clock';
import { COMPANIES } from '../lib/names';
import type { Rng } from '../lib/rng';

const DOC_CATEGORIES: Array<{ key: string; name: Bilingual }> = [
  { key: 'quickstart', name: { zh: '快速入门', en: 'Quick start' } },
  { key: 'sdk', name: { zh: 'SDK 文档', en: 'SDKs' } },
  { key: 'api', name: { zh: 'API 参考', en: 'API reference' } },
  { key: 'contract', name: { zh: '合约开发', en: 'Contract development' } },
  { key: 'node', name: { zh: '节点运维', en: 'Node operations' } },
  { key: 'wallet', name: { zh: '钱包接入', en: 'Wallets' } },
];

const DOC_TOPICS: Bilingual[] = [
  { zh: '五分钟接入开放共识链', en: 'Connect to the open consensus chain in five minutes' },
  { zh: '创建第一个应用并获取密钥', en: 'Create your first app and get its key' },
  { zh: 'Java SDK 安装与配置', en: 'Installing and configuring the Java SDK' },
  { zh: 'Go SDK 交易签名', en: 'Signing transactions with the Go SDK' },
  { zh: 'REST API 鉴权说明', en: 'Authenticating REST API calls' },
  { zh: '事件订阅与回调', en: 'Event subscriptions and callbacks' },
  { zh: '使用模板部署 ERC-20 合约', en: 'Deploying an ERC-20 contract from a template' },
  { zh: '自建合约的编译与上传', en: 'Compiling and uploading a self-built contract' },
  { zh: '节点监控指标', en: 'Node monitoring metrics' },
  { zh: '节点升级与回滚', en: 'Upgrading and rolling back a node' },
  { zh: '钱包连接与链 ID 配置', en: 'Connecting a wallet and setting the chain id' },
  { zh: '测试网水龙头使用', en: 'Using the test net faucet' },
];

export function seedContent(rng: Rng) {
  bizDb.docCategories.push(...DOC_CATEGORIES);
  // One document per topic, two per category: no title is repeated with a number (decision 0068).
  for (let i = 0; i < DOC_TOPICS.length; i += 1) {
    const topic = DOC_TOPICS[i] as Bilingual;
    const category = DOC_CATEGORIES[Math.floor(i / 2) % DOC_CATEGORIES.length]?.key ?? 'quickstart';
    bizDb.docs.push({
      id: nextBizId('docs'),
      category,
      title: { zh: topic.zh, en: topic.en },
      summary: {
        zh: `本文介绍${topic.zh}的步骤与注意事项。`,
        en: `The steps and caveats of: ${topic.en.toLowerCase()}.`,
      },
      html: {
        // Several headings, so a document page has a table of contents to build.
        zh: `<h2>${topic.zh}</h2><p>本文适用于开放共识链与开放许可链。</p><h2>准备工作</h2><p>需要已实名认证的账号与一个运行中的服务。</p><h2>操作步骤</h2><p>按以下步骤操作：</p><ol><li>登录控制台</li><li>进入“我的服务”</li><li>复制 RPC 地址</li></ol><h3>示例请求</h3><pre><code>curl -X POST https://rpc.chainportal.example/consensus</code></pre><h2>常见错误</h2><p>返回 10004 时请重新登录。</p><p><a href="https://docs.chainportal.example" target="_blank">更多文档</a></p>`,
        en: `<h2>${topic.en}</h2><p>This applies to the open consensus chain and the open permissioned chain.</p><h2>Before you start</h2><p>You need a verified account and a running service.</p><h2>Steps</h2><p>Follow these steps:</p><ol><li>Sign in to the console</li><li>Open “My services”</li><li>Copy the RPC address</li></ol><h3>Example request</h3><pre><code>curl -X POST https://rpc.chainportal.example/consensus</code></pre><h2>Common errors</h2><p>When a call answers 10004, sign in again.</p><p><a href="https://docs.chainportal.example" target="_blank">More docs</a></p>`,
      },
      updatedAt: iso(daysAgo(rng, 300, 0)),
    });
  }
  // One document carries markup a sanitiser must remove (the UI must not trust the HTML).
  const last = bizDb.docs[bizDb.docs.length - 1];
  if (last) {
    last.html.zh += '<img src="x" onerror="alert(1)"><script>alert(1)</script>';
    last.html.en += '<img src="x" onerror="alert(1)"><script>alert(1)</script>';
  }
  const faqs: Array<[string, Bilingual, Bilingual]> = [
    [
      'account',
      { zh: '如何注册账号？', en: 'How do I register?' },
      {
        zh: '点击首页右上角“注册”，填写手机号与验证码即可。',
        en: 'Choose “Register” at the top right and enter your phone number and the code.',
      },
    ],
    [
      'account',
      { zh: '忘记密码怎么办？', en: 'I forgot my password.' },
      {
        zh: '在登录页点击“忘记密码”，通过手机或邮箱重置。',
        en: 'Choose “Forgot password” on the sign-in page and reset it by phone or e-mail.',
      },
    ],
    [
      'billing',
      { zh: '支持哪些充值方式？', en: 'How can I top up?' },
      { zh: '支持支付宝、微信支付与对公转账。', en: 'Alipay, WeChat Pay and bank transfer.' },
    ],
    [
      'billing',
      { zh: '发票多久可以开具？', en: 'When is my invoice issued?' },
      {
        zh: '电子发票 3 个工作日内开具，纸质发票 7 个工作日内寄出。',
        en: 'E-invoices within 3 working days; paper invoices are posted within 7.',
      },
    ],
    [
      'billing',
      { zh: '余额可以提现吗？', en: 'Can I withdraw my balance?' },
      {
        zh: '可以，提现申请审核通过后原路退回。',
        en: 'Yes; after review the amount goes back to your bank account.',
      },
    ],
    [
      'chain',
      { zh: '三条链有什么区别？', en: 'How do the three chains differ?' },
      {
        zh: '核心链承载平台治理，开放共识链面向公众应用，开放许可链面向联盟机构。',
        en: 'The core chain runs governance, the open consensus chain serves public apps, the open permissioned chain serves consortia.',
      },
    ],
    [
      'chain',
      { zh: '主网与测试网的链 ID 是多少？', en: 'What are the chain ids of main net and test net?' },
      {
        zh: '开放共识链主网 0x13488c5、测试网 0x133ef52；开放许可链主网 0x13881、测试网 0x133ef53。',
        en: 'Open consensus chain: main 0x13488c5, test 0x133ef52. Open permissioned chain: main 0x13881, test 0x133ef53.',
      },
    ],
    [
      'contract',
      { zh: '合约部署失败怎么办？', en: 'My contract deployment failed.' },
      {
        zh: '请检查编译器版本与构造参数，或提交工单。',
        en: 'Check the compiler version and constructor parameters, or open a work order.',
      },
    ],
    [
      'contract',
      { zh: '支持哪些合约语言？', en: 'Which contract languages are supported?' },
      { zh: '支持 Solidity 与 Vyper。', en: 'Solidity and Vyper.' },
    ],
    [
      'service',
      { zh: '如何邀请同事管理服务？', en: 'How do I invite a colleague to a service?' },
      {
        zh: '在服务详情中点击“邀请成员”，输入手机号或邮箱。',
        en: 'Open the service and choose “Invite member”, then enter a phone number or e-mail.',
      },
    ],
  ];
  for (const [category, question, answer] of faqs) {
    bizDb.faqs.push({
      id: nextBizId('faqs'),
      category,
      question,
      answerHtml: { zh: `<p>${answer.zh}</p>`, en: `<p>${answer.en}</p>` },
      updatedAt: iso(daysAgo(rng, 364, 0)),
    });
  }
  const news: Bilingual[] = [
    { zh: '开放许可链主网升级公告', en: 'Open permissioned chain main net upgrade' },
    { zh: '春节期间客服安排', en: 'Support hours during the Spring Festival' },
    { zh: '应用市场新增 8 款产品', en: 'Eight new products in the app market' },
    { zh: '测试网数据重置通知', en: 'Test net data reset' },
    { zh: 'Java SDK 2.0 发布', en: 'Java SDK 2.0 released' },
    { zh: '合约模板新增 ERC-1155', en: 'ERC-1155 added to the contract templates' },
    { zh: '控制台支持钱包登录', en: 'Sign in to the console with a wallet' },
    { zh: '开放共识链测试网水龙头上线', en: 'A test net faucet for the open consensus chain' },
    { zh: '发票申请流程调整', en: 'Changes to invoice requests' },
  ];
  for (let i = 0; i < news.length; i += 1) {
    const n = news[i] as Bilingual;
    bizDb.announcements.push({
      id: nextBizId('announcements'),
      title: { zh: n.zh, en: n.en },
      summary: { zh: `${n.zh}，详情请见正文。`, en: `${n.en}: see the full text.` },
      level: i % 4 === 0 ? 'important' : 'info',
      publishedAt: iso(daysAgo(rng, 364, 0)),
    });
  }
  const solution = (key: MarketScenario, zh: string, en: string, szh: string, sen: string) =>
    bizDb.solutions.push({
      key,
      title: { zh, en },
      summary: { zh: szh, en: sen },
      highlights: [
        { zh: '一物一码，全程可追溯', en: 'One code per item, traceable end to end' },
        { zh: '多方共识，数据不可篡改', en: 'Multi-party consensus, tamper-proof data' },
        { zh: '对接监管平台', en: 'Connects to regulators' },
      ],
    });
  solution(
    'digital_collections',
    '数字藏品',
    'Digital collections',
    '合规发行与流转数字藏品。',
    'Issue and trade digital collections compliantly.',
  );
  solution(
    'government',
    '政务',
    'Government',
    '政务数据共享与业务协同。',
    'Shared data and joint processes across agencies.',
  );
  solution('food', '食品', 'Food', '食品安全从农田到餐桌。', 'Food safety from farm to table.');
  solution(
    'retail',
    '零售',
    'Retail',
    '会员、积分与供应链协同。',
    'Loyalty, points and supply chain collaboration.',
  );
  solution(
    'manufacturing',
    '制造',
    'Manufacturing',
    '质量追溯与供应链金融。',
    'Quality tracing and supply chain finance.',
  );
  solution(
    'intellectual_property',
    '知识产权',
    'Intellectual property',
    '确权、授权与维权。',
    'Registration, licensing and enforcement.',
  );
  solution(
    'medical',
    '医疗',
    'Medical',
    '处方流转与医疗数据共享。',
    'Prescriptions and medical data sharing.',
  );
  // Real organisations link to their own sites; the seeded companies are invented and have no link
  // (decision 0068).
  const partners: Array<[string, string, 'partner' | 'guidance', string | null]> = [
    ['国家信息中心', 'State Information Center', 'guidance', 'https://www.sic.gov.cn/'],
    ['中国信息通信研究院', 'CAICT', 'guidance', 'https://www.caict.ac.cn/'],
    ['区块链服务网络发展联盟', 'BSN Development Association', 'guidance', 'https://www.bsnbase.com/'],
    ['浙江省数字经济学会', 'Zhejiang Digital Economy Society', 'guidance', null],
    ...COMPANIES.map((c) => [c, c, 'partner', null] as [string, string, 'partner', null]),
  ];
  partners.forEach(([zh, en, kind, url], index) => {
    bizDb.partners.push({
      id: nextBizId('partners'),
      name: { zh, en },
      kind,
      logoKey: `partner-${index + 1}`,
      url,
    });
  });
}
