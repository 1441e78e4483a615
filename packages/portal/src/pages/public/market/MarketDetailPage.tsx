import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  isNotFound,
  marketScenarios,
  usePurchaseMarketProduct,
  useMarketProduct,
  type OrderDetail,
} from '@chainportal/api';
import {
  Descriptions,
  enumLabel,
  FORMAT_PLACEHOLDER,
  Result,
  Skeleton,
  media,
  formatDay,
} from '@chainportal/ui';
import { useSession } from '../../../session/store';
import { useContentLang } from '../parts/contentLang';
import { Content, PageHead, Panel, Prose } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';
import { PurchasePanel } from './PurchasePanel';
import { readChoice, type PurchaseChoice } from './purchase';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: var(--cp-space-xl);
  align-items: start;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: var(--cp-space-md);
  color: var(--cp-primary-text);
`;

/** /applicationmarketdetail?id=: one app with its facts, versions and the purchase panel. */
export default function MarketDetailPage() {
  const { t } = useTranslation(['public', 'portal', 'site']);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const lang = useContentLang();
  const signedIn = useSession((s) => Boolean(s.token));
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const product = useMarketProduct(valid ? { id, lang } : null);
  const purchase = usePurchaseMarketProduct();
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const detail = product.data;
  usePageMeta(
    detail
      ? t('public:detail.meta', { name: detail.name, summary: detail.summary })
      : t('public:market.meta'),
  );

  const choose = (choice: PurchaseChoice) => {
    const next = new URLSearchParams(params);
    next.set('edition', choice.edition.key);
    next.set('quantity', String(choice.quantity));
    next.set('period', String(choice.periodMonths));
    setOrder(null);
    setParams(next, { replace: true });
  };

  const buy = async (choice: PurchaseChoice) => {
    if (!signedIn) {
      // Sign in, then come back to this app with the same choice (kept in the address).
      navigate(`/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    if (!detail) return;
    setOrder(
      await purchase.trigger({
        productId: detail.id,
        edition: choice.edition.key,
        quantity: choice.quantity,
        periodMonths: choice.periodMonths,
      }),
    );
  };

  const head = (
    <PageHead title={detail?.name ?? t('portal:route.applicationmarketdetail')} lead={detail?.summary} />
  );
  const back = <Back to="/applicationmarket">{t('public:detail.back')}</Back>;

  if (!valid || isNotFound(product.error)) {
    return (
      <>
        {head}
        <Content>
          <Result
            status="404"
            title={t('public:common.notFound')}
            subtitle={t('public:detail.missing')}
            extra={back}
          />
        </Content>
      </>
    );
  }
  if (product.error) {
    return (
      <>
        {head}
        <Content>
          <Result status="error" title={t('public:common.loadError')} extra={back} />
        </Content>
      </>
    );
  }
  if (!detail) {
    return (
      <>
        {head}
        <Content>
          <Skeleton rows={8} />
        </Content>
      </>
    );
  }

  const choice = readChoice(detail, params);
  return (
    <>
      {head}
      <Content>
        {back}
        <Layout>
          <div>
            <Panel aria-labelledby="detail-facts">
              <h2 id="detail-facts">{t('public:detail.description')}</h2>
              <Descriptions
                columns={2}
                items={[
                  { key: 'version', label: t('public:detail.version'), value: detail.version },
                  {
                    key: 'updatedAt',
                    label: t('public:detail.updatedAt'),
                    value: formatDay(detail.updatedAt),
                  },
                  {
                    key: 'scenario',
                    label: t('public:detail.scenario'),
                    value: enumLabel(detail.scenario, marketScenarios, (v) => t(`site:scenario.${v}`)),
                  },
                  { key: 'provider', label: t('public:detail.provider'), value: detail.provider },
                ]}
              />
              <Prose as="div">
                <p>{detail.description}</p>
              </Prose>
            </Panel>
            <Prose as="section" aria-labelledby="detail-versions">
              <h2 id="detail-versions">{t('public:detail.versions')}</h2>
              <ul>
                {detail.versions.map((v) => (
                  <li key={v.version}>
                    <strong>{v.version ?? FORMAT_PLACEHOLDER}</strong> · {formatDay(v.releasedAt)} · {v.notes}
                  </li>
                ))}
              </ul>
            </Prose>
          </div>
          <PurchasePanel
            detail={detail}
            choice={choice}
            signedIn={signedIn}
            order={order}
            onChange={choose}
            onBuy={buy}
          />
        </Layout>
      </Content>
    </>
  );
}
