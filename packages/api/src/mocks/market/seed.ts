import type { MarketCategory, MarketScenario } from '../../market/schemas';
import type { EditionKey } from '../../services/schemas';
import { type MockEdition, type MockProduct, bizDb, nextBizId } from '../bizDb';
import { DAY_MS, daysAgo, iso } from '../lib/clock';
import { companyName } from '../lib/names';
import type { Rng } from '../lib/rng';
import { type Texts, texts } from '../lib/said';

interface ProductSeed {
  name: Texts;
  category: MarketCategory;
  scenario: MarketScenario;
  provider: string;
  summary: Texts;
}

/** A product as the platform lists it: its name and summary in the four interface languages. */
const product = (
  [zh, en, es, ja]: [string, string, string, string],
  category: MarketCategory,
  scenario: MarketScenario,
  provider: string,
  [szh, sen, ses, sja]: [string, string, string, string],
): ProductSeed => ({
  name: texts(zh, en, es, ja),
  category,
  scenario,
  provider,
  summary: texts(szh, sen, ses, sja),
});

const PRODUCT_SEEDS: ProductSeed[] = [
  product(
    ['链上电子存证', 'On-chain Evidence', 'Evidencias en cadena', 'オンチェーン電子証拠'],
    'data',
    'intellectual_property',
    '杭州链融科技有限公司',
    [
      '文件哈希上链，司法级存证与出证。',
      'File hashes on chain: court-grade evidence and certificates.',
      'Hashes de archivos en la cadena: evidencias y certificados con validez judicial.',
      'ファイルのハッシュをチェーンに記録し、裁判でも使える証拠と証明書を発行します。',
    ],
  ),
  product(
    [
      'NFT 数字藏品发行平台',
      'NFT Collectibles Studio',
      'Estudio de coleccionables NFT',
      'NFT デジタルコレクション発行',
    ],
    'finance',
    'digital_collections',
    '深圳前海区块智造有限公司',
    [
      '一站式铸造、发行、流转数字藏品。',
      'Mint, issue and trade digital collectibles in one place.',
      'Acuña, emite y comercia coleccionables digitales en un solo lugar.',
      'デジタルコレクションの発行から流通までをひとつの場所で。',
    ],
  ),
  product(
    ['跨链桥网关', 'Cross-chain Bridge Gateway', 'Pasarela puente entre cadenas', 'クロスチェーン・ブリッジ'],
    'infrastructure',
    'retail',
    'Nimbus Ledger Ltd.',
    [
      '在共识链与许可链之间转移资产和消息。',
      'Move assets and messages between the consensus and permissioned chains.',
      'Mueve activos y mensajes entre la cadena de consenso y la permisionada.',
      'コンセンサスチェーンと許可型チェーンの間で資産とメッセージを移動します。',
    ],
  ),
  product(
    ['食品安全溯源', 'Food Safety Tracing', 'Trazabilidad alimentaria', '食品安全トレーサビリティ'],
    'traceability',
    'food',
    '上海溯源宝信息科技有限公司',
    [
      '从农田到餐桌的全流程一物一码追溯。',
      'One code per item, traced from farm to table.',
      'Un código por artículo, trazado del campo a la mesa.',
      '一品一コードで、農場から食卓までを追跡します。',
    ],
  ),
  product(
    ['DID 分布式身份', 'Decentralised Identity (DID)', 'Identidad descentralizada (DID)', '分散型 ID（DID）'],
    'identity',
    'government',
    '北京数信云网络技术有限公司',
    [
      '可验证凭证签发、出示与核验。',
      'Issue, present and verify verifiable credentials.',
      'Emite, presenta y verifica credenciales verificables.',
      '検証可能な資格情報の発行、提示、検証を行います。',
    ],
  ),
  product(
    ['托管节点服务', 'Managed Node Service', 'Nodos gestionados', 'マネージドノード'],
    'infrastructure',
    'manufacturing',
    'BlueOak Digital Co.',
    [
      '专属验证节点与 RPC 节点，99.9% 可用性承诺。',
      'Dedicated validator and RPC nodes with a 99.9% SLA.',
      'Nodos validadores y RPC dedicados con un SLA del 99,9 %.',
      '専用のバリデーターノードと RPC ノード。稼働率 99.9% を保証します。',
    ],
  ),
  product(
    ['政务数据共享链', 'Government Data Exchange', 'Intercambio de datos públicos', '行政データ共有チェーン'],
    'data',
    'government',
    '成都天府数链科技有限公司',
    [
      '跨部门数据目录、授权与审计留痕。',
      'Data catalogues, permissions and audit trails across agencies.',
      'Catálogos de datos, permisos y registros de auditoría entre organismos.',
      '部門をまたぐデータカタログ、利用許可、監査記録。',
    ],
  ),
  product(
    ['医疗处方流转', 'E-prescription Exchange', 'Recetas electrónicas', '電子処方箋連携'],
    'data',
    'medical',
    '武汉光谷链信有限公司',
    [
      '电子处方上链，院内外安全流转。',
      'E-prescriptions on chain, shared safely inside and outside the hospital.',
      'Recetas electrónicas en la cadena, compartidas con seguridad dentro y fuera del hospital.',
      '電子処方箋をチェーンに記録し、院内外で安全にやり取りします。',
    ],
  ),
  product(
    [
      '供应链金融套件',
      'Supply Chain Finance Kit',
      'Kit de financiación de la cadena de suministro',
      'サプライチェーン金融キット',
    ],
    'finance',
    'manufacturing',
    'Harbor Chain Solutions',
    [
      '应收账款通证化与多级供应商融资。',
      'Tokenised receivables and multi-tier supplier financing.',
      'Cuentas por cobrar tokenizadas y financiación de proveedores en varios niveles.',
      '売掛債権のトークン化と多階層のサプライヤー金融。',
    ],
  ),
  product(
    ['版权登记与交易', 'Copyright Registry', 'Registro de derechos de autor', '著作権の登録と取引'],
    'identity',
    'intellectual_property',
    '南京紫金数据有限公司',
    [
      '作品确权、授权许可与收益分账。',
      'Register works, license them and split the revenue.',
      'Registra obras, concede licencias y reparte los ingresos.',
      '作品の権利確定、利用許諾、収益分配。',
    ],
  ),
  product(
    ['零售会员积分通', 'Retail Loyalty Points', 'Puntos de fidelidad', 'リテール会員ポイント'],
    'finance',
    'retail',
    '广州穗链数字科技有限公司',
    [
      '跨品牌积分发行、兑换与清结算。',
      'Issue, redeem and settle points across brands.',
      'Emite, canjea y liquida puntos entre marcas.',
      'ブランドをまたぐポイントの発行、交換、精算。',
    ],
  ),
  product(
    [
      '智能合约审计',
      'Smart Contract Audit',
      'Auditoría de contratos inteligentes',
      'スマートコントラクト監査',
    ],
    'tools',
    'digital_collections',
    'Nimbus Ledger Ltd.',
    [
      'Solidity 合约的静态分析与专家评审。',
      'Static analysis and expert review of Solidity contracts.',
      'Análisis estático y revisión experta de contratos en Solidity.',
      'Solidity コントラクトの静的解析と専門家によるレビュー。',
    ],
  ),
  product(
    ['区块链浏览器', 'Block Explorer', 'Explorador de bloques', 'ブロックエクスプローラー'],
    'tools',
    'government',
    '杭州链融科技有限公司',
    [
      '区块、交易、合约与账户的可视化查询。',
      'Browse blocks, transactions, contracts and accounts.',
      'Consulta bloques, transacciones, contratos y cuentas.',
      'ブロック、トランザクション、コントラクト、アカウントを検索できます。',
    ],
  ),
  product(
    ['药品冷链监测', 'Cold Chain Monitor', 'Monitor de cadena de frío', '医薬品コールドチェーン監視'],
    'traceability',
    'medical',
    '苏州工业园区链通科技有限公司',
    [
      'IoT 温湿度数据实时上链，异常自动告警。',
      'Temperature and humidity from IoT sensors on chain, with alerts.',
      'Temperatura y humedad de sensores IoT en la cadena, con alertas.',
      'IoT センサーの温度と湿度をリアルタイムで記録し、異常を通知します。',
    ],
  ),
  product(
    ['预言机数据源', 'Oracle Data Feed', 'Fuente de datos oráculo', 'オラクルデータフィード'],
    'infrastructure',
    'retail',
    'BlueOak Digital Co.',
    [
      '为合约提供签名的价格、天气与物流数据。',
      'Signed price, weather and logistics feeds for contracts.',
      'Datos firmados de precios, clima y logística para contratos.',
      'コントラクト向けの署名付き価格、天気、物流データ。',
    ],
  ),
  product(
    [
      '工业品质量追溯',
      'Industrial Quality Tracing',
      'Trazabilidad de calidad industrial',
      '工業製品の品質トレース',
    ],
    'traceability',
    'manufacturing',
    '深圳前海区块智造有限公司',
    [
      '零部件批次、质检报告与维修记录上链。',
      'Part batches, inspection reports and repairs on chain.',
      'Lotes de piezas, informes de inspección y reparaciones en la cadena.',
      '部品ロット、検査報告、修理記録をチェーンに記録します。',
    ],
  ),
  product(
    ['电子合同签署', 'E-signature Contracts', 'Firma electrónica de contratos', '電子契約'],
    'identity',
    'retail',
    '北京数信云网络技术有限公司',
    [
      '实名认证、电子签章与合同存证一体化。',
      'Identity checks, e-signatures and contract evidence in one.',
      'Verificación de identidad, firma electrónica y evidencia del contrato en uno.',
      '本人確認、電子署名、契約の証拠保全をひとつに。',
    ],
  ),
  product(
    ['钱包即服务', 'Wallet-as-a-Service', 'Monedero como servicio', 'ウォレット・アズ・ア・サービス'],
    'tools',
    'digital_collections',
    'Harbor Chain Solutions',
    [
      '托管钱包与 MPC 钱包，一套 API 接入。',
      'Custodial and MPC wallets behind one API.',
      'Monederos custodiados y MPC tras una sola API.',
      'カストディ型と MPC 型のウォレットをひとつの API で。',
    ],
  ),
  product(
    ['农产品产地认证', 'Origin Certification', 'Certificación de origen', '農産物の産地認証'],
    'traceability',
    'food',
    '成都天府数链科技有限公司',
    [
      '地理标志产品的产地与检测认证。',
      'Origin and test certificates for protected-origin produce.',
      'Certificados de origen y de análisis para productos con denominación de origen.',
      '地理的表示産品の産地と検査の認証。',
    ],
  ),
  product(
    ['数据隐私计算', 'Private Computation', 'Computación privada', 'プライバシー計算'],
    'data',
    'medical',
    '武汉光谷链信有限公司',
    [
      '多方安全计算，数据可用不可见。',
      'Multi-party computation: use data without seeing it.',
      'Computación multiparte: usa los datos sin verlos.',
      'マルチパーティ計算で、データを見ずに利用できます。',
    ],
  ),
  product(
    ['IPFS 分布式存储', 'IPFS Storage', 'Almacenamiento IPFS', 'IPFS 分散ストレージ'],
    'infrastructure',
    'intellectual_property',
    '南京紫金数据有限公司',
    [
      '大文件链下存储，链上锚定内容哈希。',
      'Large files off chain, their content hashes anchored on chain.',
      'Archivos grandes fuera de la cadena, con su hash anclado en ella.',
      '大きなファイルはチェーン外に保存し、ハッシュをチェーンに記録します。',
    ],
  ),
  product(
    ['活动票务链', 'Event Ticketing Chain', 'Venta de entradas en cadena', 'イベントチケット'],
    'finance',
    'digital_collections',
    'Nimbus Ledger Ltd.',
    [
      '防黄牛门票，转售规则公开透明。',
      'Anti-scalping tickets with transparent resale rules.',
      'Entradas contra la reventa abusiva, con reglas de reventa transparentes.',
      '転売を防ぐチケット。再販売のルールは公開されています。',
    ],
  ),
  product(
    ['招投标存证', 'Tender Evidence', 'Evidencias de licitaciones', '入札記録の保全'],
    'data',
    'government',
    '杭州链融科技有限公司',
    [
      '标书加密上链，开标过程全程可追溯。',
      'Encrypted bids on chain; every step of the opening can be traced.',
      'Ofertas cifradas en la cadena; cada paso de la apertura es trazable.',
      '入札書を暗号化して記録し、開札の過程をすべて追跡できます。',
    ],
  ),
  product(
    ['门店进销存上链', 'Store Inventory Ledger', 'Inventario de tiendas', '店舗在庫台帳'],
    'tools',
    'retail',
    '广州穗链数字科技有限公司',
    [
      '多门店库存与对账数据可信共享。',
      'Stock and reconciliation data shared across stores.',
      'Existencias y conciliaciones compartidas entre tiendas.',
      '複数店舗の在庫と照合データを共有します。',
    ],
  ),
  product(
    ['碳足迹核算', 'Carbon Footprint', 'Huella de carbono', 'カーボンフットプリント'],
    'data',
    'manufacturing',
    '苏州工业园区链通科技有限公司',
    [
      '产品全生命周期碳排放计算与核证。',
      'Life-cycle carbon emissions of a product, calculated and certified.',
      'Emisiones de carbono del ciclo de vida de un producto, calculadas y certificadas.',
      '製品のライフサイクル全体の炭素排出量を算定し、認証します。',
    ],
  ),
  product(
    ['医疗记录交换', 'Medical Records Exchange', 'Intercambio de historias clínicas', '医療記録の連携'],
    'identity',
    'medical',
    'Harbor Chain Solutions',
    [
      '经患者同意，在医院之间共享病历。',
      'Patient-consented sharing of records between hospitals.',
      'Historias clínicas compartidas entre hospitales con el consentimiento del paciente.',
      '患者の同意のもとで、病院間で医療記録を共有します。',
    ],
  ),
  product(
    [
      '进口食品通关追溯',
      'Imported Food Clearance',
      'Aduana de alimentos importados',
      '輸入食品の通関トレース',
    ],
    'traceability',
    'food',
    '上海溯源宝信息科技有限公司',
    [
      '报关、检疫与物流信息一码可查。',
      'Customs, quarantine and logistics records behind one code.',
      'Aduana, cuarentena y logística consultables con un solo código.',
      '通関、検疫、物流の情報をひとつのコードで確認できます。',
    ],
  ),
  product(
    ['交易手续费代付', 'Gas Fee Sponsor', 'Patrocinio de comisiones', 'ガス代スポンサー'],
    'tools',
    'retail',
    'BlueOak Digital Co.',
    [
      '由一个代付账户为您的用户支付交易费。',
      'Pay your users’ transaction fees from one sponsor account.',
      'Paga las comisiones de tus usuarios desde una cuenta patrocinadora.',
      'ひとつのスポンサーアカウントから、ユーザーの手数料を支払います。',
    ],
  ),
];

/** The edition names, as the platform writes them. */
export const EDITION_NAMES: Record<EditionKey, Texts> = {
  trial: texts('试用版', 'Trial', 'Prueba', 'トライアル'),
  basic: texts('基础版', 'Basic', 'Básica', 'ベーシック'),
  advanced: texts('高级版', 'Advanced', 'Avanzada', 'アドバンスト'),
  custom: texts('定制版', 'Custom', 'A medida', 'カスタム'),
};

const EDITION_FEATURES: Record<EditionKey, Texts[]> = {
  trial: [
    texts('14 天免费试用', '14-day free trial', 'Prueba gratuita de 14 días', '14 日間の無料トライアル'),
    texts('每日 1,000 次调用', '1,000 calls a day', '1.000 llamadas al día', '1 日 1,000 回の呼び出し'),
  ],
  basic: [
    texts('每日 10 万次调用', '100,000 calls a day', '100.000 llamadas al día', '1 日 10 万回の呼び出し'),
    texts('工作日技术支持', 'Business-hours support', 'Soporte en horario laboral', '平日の技術サポート'),
  ],
  advanced: [
    texts(
      '每日 100 万次调用',
      '1,000,000 calls a day',
      '1.000.000 llamadas al día',
      '1 日 100 万回の呼び出し',
    ),
    texts('7×24 小时技术支持', '24/7 support', 'Soporte 24/7', '24 時間 365 日のサポート'),
    texts('专属节点', 'Dedicated nodes', 'Nodos dedicados', '専用ノード'),
  ],
  custom: [
    texts('按需定制部署', 'Tailored deployment', 'Despliegue a medida', '要件に合わせた導入'),
    texts('专属客户经理', 'Dedicated account manager', 'Gestor de cuenta dedicado', '専任の担当者'),
  ],
};

/** A product's description: its summary, then what every market product is built on. */
const description = (summary: Texts): Texts =>
  texts(
    `${summary.zh}基于平台的开放共识链与开放许可链，提供 SDK、REST API 与控制台，支持私有化部署。`,
    `${summary.en} Built on the platform's open consensus and permissioned chains, with SDKs, a REST API and a console; can be deployed on premises.`,
    `${summary.es} Funciona sobre las cadenas abiertas de consenso y permisionada de la plataforma, con SDK, una API REST y una consola; se puede instalar en sus propios servidores.`,
    `${summary.ja}プラットフォームのオープンコンセンサスチェーンとオープン許可型チェーン上で動作し、SDK、REST API、コンソールを備え、オンプレミスにも導入できます。`,
  );

const LATEST_NOTES = texts(
  '性能优化与问题修复。',
  'Performance improvements and fixes.',
  'Mejoras de rendimiento y correcciones.',
  'パフォーマンスの改善と不具合の修正。',
);
const EARLIER_NOTES = texts(
  '新增接口与文档完善。',
  'New APIs and better docs.',
  'Nuevas API y mejor documentación.',
  '新しい API の追加とドキュメントの改善。',
);

export function seedProducts(rng: Rng) {
  PRODUCT_SEEDS.forEach((p, index) => {
    const negotiableOnly = index % 9 === 4;
    const freeOnly = index % 11 === 7;
    const basic = rng.int(2, 60) * 100 * 100 - 100; // e.g. ¥1,999.00
    const editions: MockEdition[] = [];
    if (freeOnly) {
      editions.push({ key: 'basic', priceType: 'free', monthlyCents: 0, features: EDITION_FEATURES.basic });
    } else if (negotiableOnly) {
      editions.push({
        key: 'custom',
        priceType: 'negotiable',
        monthlyCents: null,
        features: EDITION_FEATURES.custom,
      });
    } else {
      if (rng.bool(0.6))
        editions.push({ key: 'trial', priceType: 'free', monthlyCents: 0, features: EDITION_FEATURES.trial });
      editions.push({
        key: 'basic',
        priceType: 'fixed',
        monthlyCents: basic,
        features: EDITION_FEATURES.basic,
      });
      editions.push({
        key: 'advanced',
        priceType: 'fixed',
        monthlyCents: basic * 3 + 8800,
        features: EDITION_FEATURES.advanced,
      });
      if (rng.bool(0.5))
        editions.push({
          key: 'custom',
          priceType: 'negotiable',
          monthlyCents: null,
          features: EDITION_FEATURES.custom,
        });
    }
    const major = rng.int(1, 4);
    const count = rng.int(1, 4);
    const updated = daysAgo(rng, 200, 1);
    const versions = Array.from({ length: count }, (_, i) => {
      const minor = count - 1 - i;
      return {
        version: `${major}.${minor}.${rng.int(0, 9)}`,
        releasedAt: iso(+updated - i * rng.int(20, 90) * DAY_MS),
        notes: i === 0 ? LATEST_NOTES : EARLIER_NOTES,
      };
    });
    const product: MockProduct = {
      id: nextBizId('products'),
      name: p.name,
      category: p.category,
      scenario: p.scenario,
      provider: companyName(p.provider),
      summary: p.summary,
      description: description(p.summary),
      updatedAt: iso(updated),
      salesCount: rng.int(0, 2400),
      editions,
      versions,
      maxQuantity: rng.pick([10, 50, 100]),
      periods: [1, 3, 6, 12, 24],
    };
    bizDb.products.push(product);
  });
}
