export type { AppStatus } from '../../apps/schemas';
export type {
  ContractLanguage,
  ContractOrigin,
  ContractStatus,
  ContractTemplate,
} from '../../contracts/schemas';
export type { EditionKey, ServiceStatus } from '../../services/schemas';
export type { FundRequest, RechargeMethod, RechargeStatus } from '../../account/schemas';
export type { InvoiceStatus } from '../../invoices/schemas';
export type { MarketCategory, MarketScenario, PriceType } from '../../market/schemas';
export type { OrderStatus, OrderType } from '../../orders/schemas';
export type { WorkOrderStatus, WorkOrderType } from '../../workOrders/schemas';
