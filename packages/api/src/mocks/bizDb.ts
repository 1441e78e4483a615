/**
 * The business collections of the mock backend (decision 0005), changed by the handlers of each
 * domain folder and seeded by their seed.ts (the order is in ./handlers.ts). Records belong to a
 * user by `owner` (the username), so they survive the user store being seeded again with other ids
 * (see ./lib/owned.ts). Money is kept in integer cents (./lib/money.ts).
 */
import type { AppStatus } from '../apps/schemas';
import type { FundRequest, RechargeMethod, RechargeStatus } from '../account/schemas';
import type { ChainCode, ChainType, Network } from '../contracts/chains';
import type {
  ContractAbi,
  ContractLanguage,
  ContractOrigin,
  ContractStatus,
  DeployMethod,
  TemplateKey,
} from '../contracts/schemas';
import type { InvoiceStatus } from '../invoices/schemas';
import type { MarketCategory, MarketScenario, PriceType } from '../market/schemas';
import type { OrderStatus, OrderType } from '../orders/schemas';
import type { EditionKey, ServiceStatus } from '../services/schemas';
import type { WorkOrderStatus, WorkOrderType } from '../workOrders/schemas';
import type { Texts } from './lib/said';

/** What the platform writes for everyone: a text in each interface language (decision 0077). */
export type { Texts };

export interface MockMember {
  id: number;
  /** The user's username once joined; null while only invited. */
  username: string | null;
  name: string;
  contact: string;
  role: 'owner' | 'member';
  status: 'joined' | 'invited';
  joinedAt: string | null;
}

export interface MockService {
  id: number;
  owner: string;
  serviceNo: string;
  name: string;
  chainType: ChainType;
  chainCode: ChainCode | null;
  network: Network;
  edition: EditionKey;
  status: ServiceStatus;
  nodeCount: number;
  createdAt: string;
  expiresAt: string;
  description: string;
  rpcEndpoint: string;
  members: MockMember[];
}

export interface MockInvitation {
  code: string;
  serviceId: number;
  inviterName: string;
  invitee: string;
  memberId: number;
  status: 'pending' | 'accepted' | 'expired';
  createdAt: string;
  expiresAt: string;
}

export interface MockApp {
  id: number;
  owner: string;
  name: string;
  appId: string;
  appKey: string;
  chainType: ChainType;
  chainCode: ChainCode | null;
  serviceId: number;
  status: AppStatus;
  createdAt: string;
  description: string;
  callbackUrl: string | null;
  requestsToday: number;
  requestsMonth: number;
  /** The market product and edition the app runs on (decision 0040); scenario and provider come from it. */
  productId: number;
  edition: EditionKey;
  version: string;
  periodMonths: number;
  startsAt: string;
  expiresAt: string;
}

export interface MockEdition {
  key: EditionKey;
  priceType: PriceType;
  monthlyCents: number | null;
  features: Texts[];
}

export interface MockProduct {
  id: number;
  name: Texts;
  category: MarketCategory;
  scenario: MarketScenario;
  /** The provider's name as it reads in each language (its registered English name outside zh, ja). */
  provider: Texts;
  summary: Texts;
  description: Texts;
  updatedAt: string;
  salesCount: number;
  editions: MockEdition[];
  versions: Array<{ version: string; releasedAt: string; notes: Texts }>;
  maxQuantity: number;
  periods: number[];
}

export interface MockContract {
  id: number;
  owner: string;
  name: string;
  origin: ContractOrigin;
  chainCode: ChainCode;
  network: Network;
  status: ContractStatus;
  address: string | null;
  txHash: string | null;
  deployedAt: string | null;
  createdAt: string;
  description: string;
  abiSummary: string[];
  source: { fileName: string; size: number; language: ContractLanguage; compilerVersion: string } | null;
  templateName: string | null;
  /** The chain facts (decision 0075): null until deployed, and for historical records. */
  templateKey: TemplateKey | null;
  abi: ContractAbi;
  deployMethod: DeployMethod | null;
  deployer: string | null;
  blockNumber: number | null;
  codeHash: string | null;
  params: Record<string, string>;
  failureReason: string | null;
  /** Seeded history from before the platform's current chains: no address or transaction on them. */
  historical: boolean;
}

export interface MockOrder {
  id: number;
  owner: string;
  orderNo: string;
  type: OrderType;
  status: OrderStatus;
  productId: number;
  productName: string;
  edition: EditionKey;
  quantity: number;
  periodMonths: number;
  unitCents: number;
  amountCents: number;
  invoiceId: number | null;
  createdAt: string;
  paidAt: string | null;
  timeline: Array<{ status: OrderStatus; at: string }>;
}

export interface MockAccount {
  balanceCents: number;
  frozenCents: number;
}

export interface MockConsumption {
  id: number;
  owner: string;
  orderId: number;
  orderNo: string;
  productName: string;
  amountCents: number;
  balanceAfterCents: number;
  createdAt: string;
}

export interface MockDrop {
  id: number;
  owner: string;
  userName: string;
  amountCents: number;
  /** What the drop pays for, as the platform writes it (decision 0077). */
  reason: Texts;
  chainType: ChainType;
  createdAt: string;
}

export interface MockRecharge {
  id: number;
  owner: string;
  serialNo: string;
  userName: string;
  amountCents: number;
  method: RechargeMethod;
  status: RechargeStatus;
  createdAt: string;
}

export interface MockFundRequest extends Omit<FundRequest, 'amount'> {
  owner: string;
  amountCents: number;
  orderId: number | null;
}

export interface MockTitle {
  id: number;
  owner: string;
  titleType: 'company' | 'personal';
  name: string;
  taxNo: string | null;
  bankName: string;
  bankAccount: string;
  address: string;
  phone: string;
  isDefault: boolean;
}

export interface MockAddress {
  id: number;
  owner: string;
  recipient: string;
  phone: string;
  region: string;
  detail: string;
  postcode: string;
  isDefault: boolean;
  /** For "the newest remaining becomes default". */
  createdAt: string;
}

export interface MockInvoice {
  id: number;
  owner: string;
  invoiceNo: string;
  type: 'normal' | 'special';
  medium: 'electronic' | 'paper';
  amountCents: number;
  status: InvoiceStatus;
  createdAt: string;
  issuedAt: string | null;
  title: Omit<MockTitle, 'id' | 'owner' | 'isDefault'>;
  address: Omit<MockAddress, 'id' | 'owner' | 'isDefault' | 'createdAt'> | null;
  orderIds: number[];
  remark: string;
}

export interface MockFile {
  id: number;
  name: string;
  size: number;
  mimeType: string;
  createdAt: string;
}

export interface MockReply {
  id: number;
  author: 'customer' | 'support';
  authorName: string;
  content: string;
  attachmentIds: number[];
  createdAt: string;
}

export interface MockWorkOrder {
  id: number;
  owner: string;
  ticketNo: string;
  type: WorkOrderType;
  title: string;
  content: string;
  status: WorkOrderStatus;
  attachmentIds: number[];
  replies: MockReply[];
  createdAt: string;
  updatedAt: string;
}

export interface MockFeedback {
  id: number;
  ticketNo: string;
  owner: string | null;
  type: 'question' | 'suggestion' | 'complaint';
  title: string;
  content: string;
  contact: string | null;
  attachmentIds: number[];
  createdAt: string;
}

export interface MockDoc {
  id: number;
  category: string;
  title: Texts;
  summary: Texts;
  html: Texts;
  updatedAt: string;
}

export interface MockFaq {
  id: number;
  category: string;
  question: Texts;
  answerHtml: Texts;
  updatedAt: string;
}

export interface MockAnnouncement {
  id: number;
  title: Texts;
  summary: Texts;
  level: 'info' | 'important';
  publishedAt: string;
}

export interface MockSolution {
  key: MarketScenario;
  title: Texts;
  summary: Texts;
  highlights: Texts[];
}

export interface MockPartner {
  id: number;
  name: Texts;
  kind: 'partner' | 'guidance';
  logoKey: string;
  url: string | null;
}

export interface BusinessDb {
  services: MockService[];
  invitations: MockInvitation[];
  apps: MockApp[];
  products: MockProduct[];
  contracts: MockContract[];
  orders: MockOrder[];
  accounts: Map<string, MockAccount>;
  consumption: MockConsumption[];
  drops: MockDrop[];
  recharges: MockRecharge[];
  fundRequests: MockFundRequest[];
  titles: MockTitle[];
  addresses: MockAddress[];
  invoices: MockInvoice[];
  files: MockFile[];
  workOrders: MockWorkOrder[];
  feedback: MockFeedback[];
  docCategories: Array<{ key: string; name: Texts }>;
  docs: MockDoc[];
  faqs: MockFaq[];
  announcements: MockAnnouncement[];
  solutions: MockSolution[];
  partners: MockPartner[];
  ids: Map<string, number>;
}

export const bizDb: BusinessDb = {
  services: [],
  invitations: [],
  apps: [],
  products: [],
  contracts: [],
  orders: [],
  accounts: new Map(),
  consumption: [],
  drops: [],
  recharges: [],
  fundRequests: [],
  titles: [],
  addresses: [],
  invoices: [],
  files: [],
  workOrders: [],
  feedback: [],
  docCategories: [],
  docs: [],
  faqs: [],
  announcements: [],
  solutions: [],
  partners: [],
  ids: new Map(),
};

/** Empties every business collection. */
export function clearBusinessDb(): void {
  for (const value of Object.values(bizDb)) {
    if (Array.isArray(value)) value.length = 0;
    else if (value instanceof Map) value.clear();
  }
}

/** The next id of a business collection: 1, 2, 3, ... per name. */
export function nextBizId(collection: string): number {
  const value = (bizDb.ids.get(collection) ?? 0) + 1;
  bizDb.ids.set(collection, value);
  return value;
}

/** The account of a user (created with a zero balance for users the seed does not know). */
export function accountOf(owner: string): MockAccount {
  let account = bizDb.accounts.get(owner);
  if (!account) {
    account = { balanceCents: 0, frozenCents: 0 };
    bizDb.accounts.set(owner, account);
  }
  return account;
}
