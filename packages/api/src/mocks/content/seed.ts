import type { MarketScenario } from '../../market/schemas';
import { bizDb, nextBizId } from '../bizDb';
import { daysAgo, iso } from '../lib/clock';
import { COMPANIES, companyName } from '../lib/names';
import type { Rng } from '../lib/rng';
import { READER_LANGUAGES, type Texts, texts } from '../lib/said';

const DOC_CATEGORIES: Array<{ key: string; name: Texts }> = [
  { key: 'quickstart', name: texts('快速入门', 'Quick start', 'Primeros pasos', 'クイックスタート') },
  { key: 'sdk', name: texts('SDK 文档', 'SDKs', 'SDK', 'SDK') },
  { key: 'api', name: texts('API 参考', 'API reference', 'Referencia de la API', 'API リファレンス') },
  {
    key: 'contract',
    name: texts('合约开发', 'Contract development', 'Desarrollo de contratos', 'コントラクト開発'),
  },
  { key: 'node', name: texts('节点运维', 'Node operations', 'Operación de nodos', 'ノードの運用') },
  { key: 'wallet', name: texts('钱包接入', 'Wallets', 'Monederos', 'ウォレット連携') },
];

const DOC_TOPICS: Texts[] = [
  texts(
    '五分钟接入开放共识链',
    'Connect to the open consensus chain in five minutes',
    'Conéctate a la cadena abierta de consenso en cinco minutos',
    '5 分でオープンコンセンサスチェーンに接続する',
  ),
  texts(
    '创建第一个应用并获取密钥',
    'Create your first app and get its key',
    'Crea tu primera aplicación y obtén su clave',
    '最初のアプリを作成してキーを取得する',
  ),
  texts(
    'Java SDK 安装与配置',
    'Installing and configuring the Java SDK',
    'Instalar y configurar el SDK de Java',
    'Java SDK のインストールと設定',
  ),
  texts(
    'Go SDK 交易签名',
    'Signing transactions with the Go SDK',
    'Firmar transacciones con el SDK de Go',
    'Go SDK でトランザクションに署名する',
  ),
  texts(
    'REST API 鉴权说明',
    'Authenticating REST API calls',
    'Autenticar las llamadas a la API REST',
    'REST API 呼び出しの認証',
  ),
  texts(
    '事件订阅与回调',
    'Event subscriptions and callbacks',
    'Suscripciones a eventos y callbacks',
    'イベントの購読とコールバック',
  ),
  texts(
    '使用模板部署 ERC-20 合约',
    'Deploying an ERC-20 contract from a template',
    'Desplegar un contrato ERC-20 desde una plantilla',
    'テンプレートから ERC-20 コントラクトをデプロイする',
  ),
  texts(
    '自建合约的编译与上传',
    'Compiling and uploading a self-built contract',
    'Compilar y subir un contrato propio',
    '自作コントラクトのコンパイルとアップロード',
  ),
  texts('节点监控指标', 'Node monitoring metrics', 'Métricas de supervisión de nodos', 'ノードの監視指標'),
  texts(
    '节点升级与回滚',
    'Upgrading and rolling back a node',
    'Actualizar un nodo y revertir la actualización',
    'ノードのアップグレードとロールバック',
  ),
  texts(
    '钱包连接与链 ID 配置',
    'Connecting a wallet and setting the chain id',
    'Conectar un monedero y configurar el ID de cadena',
    'ウォレットの接続とチェーン ID の設定',
  ),
  texts(
    '测试网水龙头使用',
    'Using the test net faucet',
    'Usar el faucet de la red de pruebas',
    'テストネットのフォーセットを使う',
  ),
];

/** A document's summary and body, written once per language around its title. */
function docTexts(topic: Texts): { summary: Texts; html: Texts } {
  const code = '<pre><code>curl -X POST https://rpc.chainportal.example/consensus</code></pre>';
  return {
    summary: texts(
      `本文介绍${topic.zh}的步骤与注意事项。`,
      `The steps and caveats of: ${topic.en.toLowerCase()}.`,
      `Pasos y precauciones: ${topic.es.charAt(0).toLowerCase()}${topic.es.slice(1)}.`,
      `「${topic.ja}」の手順と注意点を説明します。`,
    ),
    // Several headings, so a document page has a table of contents to build.
    html: texts(
      `<h2>${topic.zh}</h2><p>本文适用于开放共识链与开放许可链。</p><h2>准备工作</h2><p>需要已实名认证的账号与一个运行中的服务。</p><h2>操作步骤</h2><p>按以下步骤操作：</p><ol><li>登录控制台</li><li>进入“我的服务”</li><li>复制 RPC 地址</li></ol><h3>示例请求</h3>${code}<h2>常见错误</h2><p>返回 10004 时请重新登录。</p><p><a href="https://docs.chainportal.example" target="_blank">更多文档</a></p>`,
      `<h2>${topic.en}</h2><p>This applies to the open consensus chain and the open permissioned chain.</p><h2>Before you start</h2><p>You need a verified account and a running service.</p><h2>Steps</h2><p>Follow these steps:</p><ol><li>Sign in to the console</li><li>Open “My services”</li><li>Copy the RPC address</li></ol><h3>Example request</h3>${code}<h2>Common errors</h2><p>When a call answers 10004, sign in again.</p><p><a href="https://docs.chainportal.example" target="_blank">More docs</a></p>`,
      `<h2>${topic.es}</h2><p>Se aplica a la cadena abierta de consenso y a la cadena abierta permisionada.</p><h2>Antes de empezar</h2><p>Necesitas una cuenta verificada y un servicio en marcha.</p><h2>Pasos</h2><p>Sigue estos pasos:</p><ol><li>Inicia sesión en la consola</li><li>Abre «Mis servicios»</li><li>Copia la dirección RPC</li></ol><h3>Ejemplo de petición</h3>${code}<h2>Errores frecuentes</h2><p>Si una llamada responde 10004, vuelve a iniciar sesión.</p><p><a href="https://docs.chainportal.example" target="_blank">Más documentación</a></p>`,
      `<h2>${topic.ja}</h2><p>この文書はオープンコンセンサスチェーンとオープン許可型チェーンに適用されます。</p><h2>準備</h2><p>本人確認済みのアカウントと、稼働中のサービスが必要です。</p><h2>手順</h2><p>次の手順で操作します。</p><ol><li>コンソールにログインする</li><li>「マイサービス」を開く</li><li>RPC アドレスをコピーする</li></ol><h3>リクエストの例</h3>${code}<h2>よくあるエラー</h2><p>呼び出しが 10004 を返したら、もう一度ログインしてください。</p><p><a href="https://docs.chainportal.example" target="_blank">その他のドキュメント</a></p>`,
    ),
  };
}

export function seedContent(rng: Rng) {
  bizDb.docCategories.push(...DOC_CATEGORIES);
  // One document per topic, two per category: no title is repeated with a number (decision 0068).
  for (let i = 0; i < DOC_TOPICS.length; i += 1) {
    const topic = DOC_TOPICS[i] as Texts;
    const category = DOC_CATEGORIES[Math.floor(i / 2) % DOC_CATEGORIES.length]?.key ?? 'quickstart';
    bizDb.docs.push({
      id: nextBizId('docs'),
      category,
      title: { ...topic },
      ...docTexts(topic),
      updatedAt: iso(daysAgo(rng, 300, 0)),
    });
  }
  // One document carries markup a sanitiser must remove (the UI must not trust the HTML).
  const last = bizDb.docs[bizDb.docs.length - 1];
  if (last) {
    for (const language of READER_LANGUAGES)
      last.html[language] += '<img src="x" onerror="alert(1)"><script>alert(1)</script>';
  }
  const faqs: Array<[string, Texts, Texts]> = [
    [
      'account',
      texts('如何注册账号？', 'How do I register?', '¿Cómo me registro?', 'アカウントを登録するには？'),
      texts(
        '点击首页右上角“注册”，填写手机号与验证码即可。',
        'Choose “Register” at the top right and enter your phone number and the code.',
        'Elige «Registrarse» arriba a la derecha e introduce tu número de teléfono y el código.',
        '右上の「登録」を選び、電話番号と確認コードを入力してください。',
      ),
    ],
    [
      'account',
      texts(
        '忘记密码怎么办？',
        'I forgot my password.',
        'He olvidado mi contraseña.',
        'パスワードを忘れました。',
      ),
      texts(
        '在登录页点击“忘记密码”，通过手机或邮箱重置。',
        'Choose “Forgot password” on the sign-in page and reset it by phone or e-mail.',
        'Elige «¿Olvidaste la contraseña?» en la página de inicio de sesión y restablécela por teléfono o correo.',
        'ログインページで「パスワードをお忘れの方」を選び、電話またはメールで再設定してください。',
      ),
    ],
    [
      'billing',
      texts('支持哪些充值方式？', 'How can I top up?', '¿Cómo puedo recargar saldo?', 'チャージの方法は？'),
      texts(
        '支持支付宝、微信支付与对公转账。',
        'Alipay, WeChat Pay and bank transfer.',
        'Alipay, WeChat Pay y transferencia bancaria.',
        'Alipay、WeChat Pay、銀行振込に対応しています。',
      ),
    ],
    [
      'billing',
      texts(
        '发票多久可以开具？',
        'When is my invoice issued?',
        '¿Cuándo se emite mi factura?',
        '請求書はいつ発行されますか？',
      ),
      texts(
        '电子发票 3 个工作日内开具，纸质发票 7 个工作日内寄出。',
        'E-invoices within 3 working days; paper invoices are posted within 7.',
        'Las facturas electrónicas, en 3 días hábiles; las de papel se envían en 7.',
        '電子請求書は 3 営業日以内に発行し、紙の請求書は 7 営業日以内に発送します。',
      ),
    ],
    [
      'billing',
      texts(
        '余额可以提现吗？',
        'Can I withdraw my balance?',
        '¿Puedo retirar mi saldo?',
        '残高を引き出せますか？',
      ),
      texts(
        '可以，提现申请审核通过后原路退回。',
        'Yes; after review the amount goes back to your bank account.',
        'Sí; tras la revisión, el importe vuelve a tu cuenta bancaria.',
        'はい。審査のあと、金額は元の口座に戻ります。',
      ),
    ],
    [
      'chain',
      texts(
        '三条链有什么区别？',
        'How do the three chains differ?',
        '¿En qué se diferencian las tres cadenas?',
        '3 つのチェーンの違いは？',
      ),
      texts(
        '核心链承载平台治理，开放共识链面向公众应用，开放许可链面向联盟机构。',
        'The core chain runs governance, the open consensus chain serves public apps, the open permissioned chain serves consortia.',
        'La cadena principal gestiona la gobernanza, la cadena abierta de consenso sirve a las aplicaciones públicas y la cadena abierta permisionada, a los consorcios.',
        'コアチェーンはガバナンスを担い、オープンコンセンサスチェーンは一般向けアプリに、オープン許可型チェーンはコンソーシアムに使われます。',
      ),
    ],
    [
      'chain',
      texts(
        '主网与测试网的链 ID 是多少？',
        'What are the chain ids of main net and test net?',
        '¿Cuáles son los ID de cadena de la red principal y la de pruebas?',
        'メインネットとテストネットのチェーン ID は？',
      ),
      texts(
        '开放共识链主网 0x13488c5、测试网 0x133ef52；开放许可链主网 0x13881、测试网 0x133ef53。',
        'Open consensus chain: main 0x13488c5, test 0x133ef52. Open permissioned chain: main 0x13881, test 0x133ef53.',
        'Cadena abierta de consenso: principal 0x13488c5, pruebas 0x133ef52. Cadena abierta permisionada: principal 0x13881, pruebas 0x133ef53.',
        'オープンコンセンサスチェーン：メイン 0x13488c5、テスト 0x133ef52。オープン許可型チェーン：メイン 0x13881、テスト 0x133ef53。',
      ),
    ],
    [
      'contract',
      texts(
        '合约部署失败怎么办？',
        'My contract deployment failed.',
        'No se pudo desplegar mi contrato.',
        'コントラクトのデプロイに失敗しました。',
      ),
      texts(
        '请检查编译器版本与构造参数，或提交工单。',
        'Check the compiler version and constructor parameters, or open a work order.',
        'Revisa la versión del compilador y los parámetros del constructor, o abre una orden de trabajo.',
        'コンパイラのバージョンとコンストラクタの引数を確認するか、チケットを作成してください。',
      ),
    ],
    [
      'contract',
      texts(
        '支持哪些合约语言？',
        'Which contract languages are supported?',
        '¿Qué lenguajes de contratos se admiten?',
        '対応しているコントラクト言語は？',
      ),
      texts(
        '支持 Solidity 与 Vyper。',
        'Solidity and Vyper.',
        'Solidity y Vyper.',
        'Solidity と Vyper です。',
      ),
    ],
    [
      'service',
      texts(
        '如何邀请同事管理服务？',
        'How do I invite a colleague to a service?',
        '¿Cómo invito a un compañero a un servicio?',
        '同僚をサービスに招待するには？',
      ),
      texts(
        '在服务详情中点击“邀请成员”，输入手机号或邮箱。',
        'Open the service and choose “Invite member”, then enter a phone number or e-mail.',
        'Abre el servicio, elige «Invitar a un miembro» e introduce un teléfono o un correo.',
        'サービスを開いて「メンバーを招待」を選び、電話番号かメールアドレスを入力してください。',
      ),
    ],
  ];
  for (const [category, question, answer] of faqs) {
    bizDb.faqs.push({
      id: nextBizId('faqs'),
      category,
      question,
      answerHtml: texts(
        `<p>${answer.zh}</p>`,
        `<p>${answer.en}</p>`,
        `<p>${answer.es}</p>`,
        `<p>${answer.ja}</p>`,
      ),
      updatedAt: iso(daysAgo(rng, 364, 0)),
    });
  }
  const news: Texts[] = [
    texts(
      '开放许可链主网升级公告',
      'Open permissioned chain main net upgrade',
      'Actualización de la red principal de la cadena permisionada',
      'オープン許可型チェーンのメインネット更新',
    ),
    texts(
      '春节期间客服安排',
      'Support hours during the Spring Festival',
      'Horario de soporte durante la Fiesta de la Primavera',
      '春節期間のサポート体制',
    ),
    texts(
      '应用市场新增 8 款产品',
      'Eight new products in the app market',
      'Ocho productos nuevos en el mercado de aplicaciones',
      'アプリマーケットに 8 つの新製品',
    ),
    texts(
      '测试网数据重置通知',
      'Test net data reset',
      'Reinicio de datos de la red de pruebas',
      'テストネットのデータリセット',
    ),
    texts(
      'Java SDK 2.0 发布',
      'Java SDK 2.0 released',
      'Publicado el SDK de Java 2.0',
      'Java SDK 2.0 をリリース',
    ),
    texts(
      '合约模板新增 ERC-1155',
      'ERC-1155 added to the contract templates',
      'ERC-1155 se suma a las plantillas de contratos',
      'コントラクトテンプレートに ERC-1155 を追加',
    ),
    texts(
      '控制台支持钱包登录',
      'Sign in to the console with a wallet',
      'Inicia sesión en la consola con un monedero',
      'ウォレットでコンソールにログイン',
    ),
    texts(
      '开放共识链测试网水龙头上线',
      'A test net faucet for the open consensus chain',
      'Un faucet de pruebas para la cadena abierta de consenso',
      'オープンコンセンサスチェーンのテストネット・フォーセットを公開',
    ),
    texts(
      '发票申请流程调整',
      'Changes to invoice requests',
      'Cambios en las solicitudes de factura',
      '請求書申請手続きの変更',
    ),
  ];
  for (let i = 0; i < news.length; i += 1) {
    const n = news[i] as Texts;
    bizDb.announcements.push({
      id: nextBizId('announcements'),
      title: { ...n },
      summary: texts(
        `${n.zh}，详情请见正文。`,
        `${n.en}: see the full text.`,
        `${n.es}: consulta el texto completo.`,
        `${n.ja}。詳しくは本文をご覧ください。`,
      ),
      level: i % 4 === 0 ? 'important' : 'info',
      publishedAt: iso(daysAgo(rng, 364, 0)),
    });
  }
  const solution = (key: MarketScenario, title: Texts, summary: Texts) =>
    bizDb.solutions.push({
      key,
      title,
      summary,
      highlights: [
        texts(
          '一物一码，全程可追溯',
          'One code per item, traceable end to end',
          'Un código por artículo, trazable de principio a fin',
          '一品一コードで、最初から最後まで追跡',
        ),
        texts(
          '多方共识，数据不可篡改',
          'Multi-party consensus, tamper-proof data',
          'Consenso entre varias partes, datos inalterables',
          '複数者の合意で、改ざんできないデータ',
        ),
        texts(
          '对接监管平台',
          'Connects to regulators',
          'Conexión con los reguladores',
          '規制当局のシステムと連携',
        ),
      ],
    });
  solution(
    'digital_collections',
    texts('数字藏品', 'Digital collections', 'Coleccionables digitales', 'デジタルコレクション'),
    texts(
      '合规发行与流转数字藏品。',
      'Issue and trade digital collections compliantly.',
      'Emite y comercia coleccionables digitales cumpliendo la normativa.',
      '規制に沿ってデジタルコレクションを発行、流通します。',
    ),
  );
  solution(
    'government',
    texts('政务', 'Government', 'Administración pública', '行政'),
    texts(
      '政务数据共享与业务协同。',
      'Shared data and joint processes across agencies.',
      'Datos compartidos y procesos conjuntos entre organismos.',
      '部門をまたぐデータ共有と業務連携。',
    ),
  );
  solution(
    'food',
    texts('食品', 'Food', 'Alimentación', '食品'),
    texts(
      '食品安全从农田到餐桌。',
      'Food safety from farm to table.',
      'Seguridad alimentaria del campo a la mesa.',
      '農場から食卓までの食品安全。',
    ),
  );
  solution(
    'retail',
    texts('零售', 'Retail', 'Comercio minorista', '小売'),
    texts(
      '会员、积分与供应链协同。',
      'Loyalty, points and supply chain collaboration.',
      'Fidelización, puntos y colaboración en la cadena de suministro.',
      '会員、ポイント、サプライチェーンの連携。',
    ),
  );
  solution(
    'manufacturing',
    texts('制造', 'Manufacturing', 'Industria', '製造'),
    texts(
      '质量追溯与供应链金融。',
      'Quality tracing and supply chain finance.',
      'Trazabilidad de la calidad y financiación de la cadena de suministro.',
      '品質トレースとサプライチェーン金融。',
    ),
  );
  solution(
    'intellectual_property',
    texts('知识产权', 'Intellectual property', 'Propiedad intelectual', '知的財産'),
    texts(
      '确权、授权与维权。',
      'Registration, licensing and enforcement.',
      'Registro, licencias y defensa de derechos.',
      '権利の確定、利用許諾、権利保護。',
    ),
  );
  solution(
    'medical',
    texts('医疗', 'Medical', 'Sanidad', '医療'),
    texts(
      '处方流转与医疗数据共享。',
      'Prescriptions and medical data sharing.',
      'Recetas y datos médicos compartidos.',
      '処方箋の連携と医療データの共有。',
    ),
  );
  // Real organisations link to their own sites; the seeded companies are invented and have no link
  // (decision 0068). Each by the name it goes by in each language.
  const partners: Array<[Texts, 'partner' | 'guidance', string | null]> = [
    [
      texts('国家信息中心', 'State Information Center', 'Centro Estatal de Información', '国家情報センター'),
      'guidance',
      'https://www.sic.gov.cn/',
    ],
    [
      texts(
        '中国信息通信研究院',
        'China Academy of Information and Communications Technology',
        'Academia China de Tecnologías de la Información y las Comunicaciones',
        '中国情報通信研究院',
      ),
      'guidance',
      'https://www.caict.ac.cn/',
    ],
    [
      texts(
        '区块链服务网络发展联盟',
        'BSN Development Association',
        'BSN Development Association',
        'BSN 発展連盟',
      ),
      'guidance',
      'https://www.bsnbase.com/',
    ],
    [
      texts(
        '浙江省数字经济学会',
        'Zhejiang Digital Economy Society',
        'Sociedad de Economía Digital de Zhejiang',
        '浙江省デジタル経済学会',
      ),
      'guidance',
      null,
    ],
    ...COMPANIES.map((c) => [companyName(c), 'partner', null] as [Texts, 'partner', null]),
  ];
  partners.forEach(([name, kind, url], index) => {
    bizDb.partners.push({ id: nextBizId('partners'), name, kind, logoKey: `partner-${index + 1}`, url });
  });
}
