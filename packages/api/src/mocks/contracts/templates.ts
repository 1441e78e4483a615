/**
 * The six contract templates (issue 29): what the platform says about each, in the four interface
 * languages (decision 0077), around the artefacts @chainportal/chains compiles from the
 * Solidity sources (ABI, bytecode, compiler). The artefacts load on first use: neither the mock's
 * chunk nor the HTTP API's start carries them.
 */
import type { ContractAbi, TemplateCategory, TemplateKey } from '../../contracts/schemas';
import type { ReaderLanguage, Texts } from '../lib/said';

export interface TemplateArtefact {
  contractName: string;
  sourceName: string;
  source: string;
  abi: ContractAbi;
  bytecode: string;
  deployedBytecode: string;
  compiler: { version: string };
}

/** A text of the platform's in each interface language (decision 0077). */
export type TemplateText = Readonly<Texts>;

export interface TemplateMeta {
  id: number;
  key: TemplateKey;
  category: TemplateCategory;
  name: TemplateText;
  description: TemplateText;
  /** Labels of the constructor's inputs by ABI name. */
  labels: Record<string, TemplateText>;
}

const s = (zh: string, en: string, es: string, ja: string): TemplateText => ({ zh, en, es, ja });

export const TEMPLATES: readonly TemplateMeta[] = [
  {
    id: 1,
    key: 'erc20',
    category: 'token',
    name: s('ERC-20 同质化通证', 'ERC-20 fungible token', 'Token fungible ERC-20', 'ERC-20 代替可能トークン'),
    description: s(
      '部署者获得初始发行量并拥有合约，只有所有者可以增发。',
      'The deployer receives the initial supply and owns the token; only the owner can mint more.',
      'Quien lo despliega recibe la emisión inicial y es el propietario; solo el propietario puede emitir más.',
      'デプロイした人が初期発行量を受け取り所有者になります。追加発行できるのは所有者だけです。',
    ),
    labels: {
      name_: s('名称', 'Name', 'Nombre', '名前'),
      symbol_: s('符号', 'Symbol', 'Símbolo', 'シンボル'),
      initialSupply: s(
        '初始发行量（最小单位，18 位小数）',
        'Initial supply (smallest unit, 18 decimals)',
        'Emisión inicial (unidad mínima, 18 decimales)',
        '初期発行量（最小単位、小数 18 桁）',
      ),
    },
  },
  {
    id: 2,
    key: 'erc721',
    category: 'nft',
    name: s('ERC-721 数字藏品', 'ERC-721 collection', 'Colección ERC-721', 'ERC-721 コレクション'),
    description: s(
      '每个通证独一无二并有自己的元数据地址；部署者拥有合约，只有所有者可以铸造。',
      'Unique tokens, each with its own metadata URI; the deployer owns the collection and only the owner can mint.',
      'Tokens únicos, cada uno con su URI de metadatos; quien la despliega es el propietario y solo él puede acuñar.',
      '一つひとつが固有のトークンで、それぞれにメタデータ URI があります。デプロイした人が所有し、発行できるのは所有者だけです。',
    ),
    labels: {
      name_: s('名称', 'Name', 'Nombre', '名前'),
      symbol_: s('符号', 'Symbol', 'Símbolo', 'シンボル'),
    },
  },
  {
    id: 3,
    key: 'erc1155',
    category: 'nft',
    name: s('ERC-1155 多资产', 'ERC-1155 multi-token', 'Multitoken ERC-1155', 'ERC-1155 マルチトークン'),
    description: s(
      '一个合约管理多种资产；部署者拥有合约，只有所有者可以铸造。',
      'Many token types in one contract; the deployer owns it and only the owner can mint.',
      'Muchos tipos de token en un contrato; quien lo despliega es el propietario y solo él puede acuñar.',
      '一つのコントラクトで多種類のトークンを扱います。デプロイした人が所有し、発行できるのは所有者だけです。',
    ),
    labels: {
      uri_: s(
        '元数据地址（{id} 由客户端替换）',
        'Metadata URI ({id} replaced by the client)',
        'URI de metadatos ({id} lo sustituye el cliente)',
        'メタデータ URI（{id} はクライアントが置き換えます）',
      ),
    },
  },
  {
    id: 4,
    key: 'traceability',
    category: 'traceability',
    name: s('溯源登记', 'Traceability records', 'Registro de trazabilidad', 'トレーサビリティ記録'),
    description: s(
      '记录物品历史中的每个环节（如“采收”“发货”），可逐条读回，每个环节也是一个事件。',
      'Records each step of an item’s history (e.g. "harvested", "shipped"), read back entry by entry; every step is also an event.',
      'Registra cada paso de la historia de un artículo (p. ej. «cosechado», «enviado»), legible entrada por entrada; cada paso es también un evento.',
      '品物の履歴の各段階（「収穫」「出荷」など）を記録し、1 件ずつ読み返せます。各段階はイベントにもなります。',
    ),
    labels: {},
  },
  {
    id: 5,
    key: 'voting',
    category: 'voting',
    name: s('链上投票', 'Ballot', 'Votación', '投票'),
    description: s(
      '提案在部署时确定，每个地址投票一次。',
      'Proposals are fixed at deployment; each address votes once.',
      'Las propuestas se fijan al desplegar; cada dirección vota una vez.',
      '提案はデプロイ時に決まり、各アドレスは 1 回だけ投票できます。',
    ),
    labels: {
      proposalNames: s(
        '提案（至少一个）',
        'Proposals (at least one)',
        'Propuestas (al menos una)',
        '提案（1 件以上）',
      ),
    },
  },
  {
    id: 6,
    key: 'escrow',
    category: 'escrow',
    name: s('担保交易', 'Escrow', 'Depósito en garantía', 'エスクロー'),
    description: s(
      '部署者为付款方并存入资金；仲裁方将资金放给收款方或退还付款方。',
      'The deployer is the payer and deposits; the arbiter releases the funds to the payee or refunds the payer.',
      'Quien lo despliega es el pagador y deposita; el árbitro libera los fondos al beneficiario o los devuelve al pagador.',
      'デプロイした人が支払人として入金し、仲裁人が資金を受取人に渡すか支払人に返金します。',
    ),
    labels: {
      payee_: s('收款地址', 'Payee', 'Beneficiario', '受取人'),
      arbiter_: s('仲裁地址', 'Arbiter', 'Árbitro', '仲裁人'),
    },
  },
];

export const templateById = (id: number) => TEMPLATES.find((t) => t.id === id);
export const templateByKey = (key: TemplateKey) => TEMPLATES.find((t) => t.key === key);

/** The label of a constructor input in a language: the template's, else its ABI name. */
export function paramLabel(meta: TemplateMeta | undefined, name: string, language: ReaderLanguage): string {
  return meta?.labels[name]?.[language] ?? name;
}

let artefacts: Promise<Record<TemplateKey, TemplateArtefact>> | undefined;

/** The compiled templates by key (loaded once). */
export function templateArtefacts(): Promise<Record<TemplateKey, TemplateArtefact>> {
  artefacts ??= import('./artefacts').then((m) => m.loadTemplateArtefacts());
  artefacts.catch(() => {
    artefacts = undefined;
  });
  return artefacts;
}
