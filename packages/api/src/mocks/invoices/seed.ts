import { bizDb, nextBizId } from '../bizDb';
import { DAY_MS, MOCK_NOW, iso, stamp } from '../lib/clock';
import { OWNERS, OWNER_NAMES, PEOPLE, ownerLanguage } from '../lib/names';
import type { Rng } from '../lib/rng';

/** A title with no company details (a personal title), not the default: the seed's and the tests'. */
export const NO_COMPANY_DETAILS = {
  taxNo: null,
  bankName: '',
  bankAccount: '',
  address: '',
  phone: '',
  isDefault: false,
};

export function seedInvoices(rng: Rng) {
  for (const owner of OWNERS) {
    const company = owner === 'admin' ? '链服云平台运营有限公司' : '杭州链融科技有限公司';
    bizDb.titles.push(
      {
        id: nextBizId('titles'),
        owner,
        titleType: 'company',
        name: company,
        taxNo: `91330${rng.digits(8)}${rng.pick(['MA', 'XY', 'K0'])}${rng.digits(3)}`,
        bankName: '招商银行杭州分行',
        bankAccount: `5719${rng.digits(12)}`,
        address: '浙江省杭州市西湖区文三路 90 号',
        phone: `0571-${rng.digits(8)}`,
        isDefault: true,
      },
      {
        id: nextBizId('titles'),
        owner,
        titleType: 'personal',
        name: OWNER_NAMES[owner] ?? owner,
        ...NO_COMPANY_DETAILS,
      },
    );
    const regions = ['浙江省 杭州市 西湖区', '北京市 海淀区', '上海市 浦东新区', '广东省 深圳市 南山区'];
    for (let i = 0; i < 3; i += 1) {
      bizDb.addresses.push({
        id: nextBizId('addresses'),
        owner,
        recipient: rng.pick(PEOPLE.slice(0, 10)),
        phone: `13${rng.int(0, 9)}${rng.digits(8)}`,
        region: regions[i] ?? '浙江省 杭州市',
        detail: `${rng.pick(['科技园', '创业大厦', '金融中心'])} ${rng.int(1, 30)} 号楼 ${rng.int(101, 2208)} 室`,
        postcode: rng.pick(['310012', '100080', '200120', '518057']),
        isDefault: i === 0,
        createdAt: iso(MOCK_NOW - (100 - i * 10) * DAY_MS),
      });
    }
    // About half of the paid orders older than 30 days are invoiced, 1–5 orders per invoice.
    const candidates = bizDb.orders.filter(
      (o) =>
        o.owner === owner &&
        o.status === 'paid' &&
        o.amountCents > 0 &&
        Date.parse(o.paidAt ?? '') < MOCK_NOW - 30 * DAY_MS,
    );
    const chosen = candidates.filter(() => rng.bool(0.55));
    const title = bizDb.titles.find((t) => t.owner === owner && t.titleType === 'company');
    const address = bizDb.addresses.find((a) => a.owner === owner && a.isDefault);
    while (chosen.length > 0 && title && address) {
      const group = chosen.splice(0, rng.int(1, 5));
      const last = group[group.length - 1];
      if (!last) break;
      const created = new Date(Date.parse(last.paidAt ?? last.createdAt) + rng.int(1, 20) * DAY_MS);
      const medium = rng.bool(0.7) ? ('electronic' as const) : ('paper' as const);
      const status = rng.pick(['issued', 'issued', 'mailed', 'pending', 'rejected'] as const);
      const effectiveStatus = medium === 'electronic' && status === 'mailed' ? 'issued' : status;
      const id = nextBizId('invoices');
      for (const o of group) o.invoiceId = effectiveStatus === 'rejected' ? null : id;
      const { id: _t, owner: _o, isDefault: _d, ...titleSnapshot } = title;
      const { id: _a, owner: _ao, isDefault: _ad, createdAt: _c, ...addressSnapshot } = address;
      bizDb.invoices.push({
        id,
        owner,
        invoiceNo: `FP${stamp(created)}${String(id).padStart(5, '0')}`,
        type: rng.bool(0.3) ? 'special' : 'normal',
        medium,
        amountCents: group.reduce((s, o) => s + o.amountCents, 0),
        status: effectiveStatus,
        createdAt: iso(created),
        issuedAt:
          effectiveStatus === 'issued' || effectiveStatus === 'mailed'
            ? iso(+created + rng.int(1, 5) * DAY_MS)
            : null,
        title: titleSnapshot,
        address: medium === 'paper' ? addressSnapshot : null,
        orderIds: group.map((o) => o.id),
        remark:
          effectiveStatus !== 'rejected'
            ? ''
            : ownerLanguage(owner) === 'zh'
              ? '税号与开票名称不一致'
              : 'The tax number does not match the title',
      });
    }
  }
}
