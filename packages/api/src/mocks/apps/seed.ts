import { bizDb, nextBizId } from '../bizDb';
import { MOCK_NOW, iso } from '../lib/clock';
import { addMonths } from '../lib/months';
import { OWNERS, ownerLanguage, type SeedLanguage } from '../lib/names';
import { createRng, type Rng } from '../lib/rng';

/** What customers name their apps, in the language each writes in (decision 0068). */
const APP_NAMES: Record<SeedLanguage, string[]> = {
  zh: [
    '商城小程序',
    '溯源查询',
    'ERP 对接',
    '数据管道',
    '会员中心',
    '合作伙伴门户',
    '存证客户端',
    '移动钱包',
    '监管报送',
    '经营看板',
  ],
  en: [
    'Shop Mini Program',
    'Trace Lookup',
    'ERP Connector',
    'Data Pipeline',
    'Member Centre',
    'Partner Portal',
    'Evidence Client',
    'Mobile Wallet',
    'Regulatory Reporting',
    'BI Dashboard',
  ],
};

/**
 * The product, edition and subscription of each app (decision 0040) come from a separate generator,
 * so the records seeded after the apps keep the numbers they had before these fields existed.
 */
const SUBSCRIPTION_SEED = 0x0a99_50b5;

export function seedApps(rng: Rng) {
  const subscription = createRng(SUBSCRIPTION_SEED);
  const priced = bizDb.products.filter((p) =>
    p.editions.some((e) => e.priceType === 'fixed' && (e.monthlyCents ?? 0) > 0),
  );
  const counts: Record<string, number> = { demo: 44, admin: 26 };
  for (const owner of OWNERS) {
    const services = bizDb.services.filter((s) => s.owner === owner);
    for (let i = 0; i < (counts[owner] ?? 10); i += 1) {
      const service = rng.pick(services);
      const created = rng.date(Date.parse(service.createdAt), MOCK_NOW);
      const month = rng.int(0, 900_000);
      const product = subscription.pick(priced);
      const edition = subscription.pick(
        product.editions.filter((e) => e.priceType === 'fixed' && (e.monthlyCents ?? 0) > 0),
      );
      const periodMonths = subscription.pick(product.periods);
      // The subscription started at creation or at the last renewal, some months later.
      const renewals = subscription.int(0, 2);
      const starts = addMonths(+created, renewals * periodMonths);
      const startsAt = starts > MOCK_NOW ? +created : starts;
      bizDb.apps.push({
        id: nextBizId('apps'),
        owner,
        name: `${rng.pick(APP_NAMES[ownerLanguage(owner)])}${i > 9 ? ` ${i}` : ''}`,
        appId: `app${rng.hex(16)}`,
        appKey: `sk_${rng.hex(28)}`,
        chainType: service.chainType,
        chainCode: service.chainCode,
        serviceId: service.id,
        status: rng.pick(['active', 'active', 'active', 'disabled', 'reviewing'] as const),
        createdAt: iso(created),
        description:
          ownerLanguage(owner) === 'zh'
            ? '通过 SDK 接入平台服务的业务应用。'
            : 'A business app connected through the SDK.',
        callbackUrl: rng.bool(0.6) ? `https://hooks.example.com/${rng.hex(8)}` : null,
        requestsToday: Math.floor(month / rng.int(20, 40)),
        requestsMonth: month,
        productId: product.id,
        edition: edition.key,
        version: subscription.pick(product.versions).version,
        periodMonths,
        startsAt: iso(startsAt),
        expiresAt: iso(addMonths(startsAt, periodMonths)),
      });
    }
  }
}
