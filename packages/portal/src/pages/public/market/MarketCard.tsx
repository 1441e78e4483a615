import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { marketScenarios, type MarketItem } from '@chainportal/api';
import { enumLabel, formatNumber, Tag, formatDay, useMoney } from '@chainportal/ui';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-sm);
  height: 100%;
  padding: var(--cp-space-lg);
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);
  &:hover,
  &:focus-within {
    border-color: var(--cp-primary-text);
    box-shadow: var(--cp-shadow-md);
  }
  & h2 {
    margin: 0;
    font-size: var(--cp-font-lg);
  }
  & h2 a {
    color: var(--cp-text);
    text-decoration: none;
  }
  & h2 a:hover {
    color: var(--cp-primary-text);
    text-decoration: underline;
  }
  & p {
    flex: 1;
    margin: 0;
    color: var(--cp-text-secondary);
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--cp-space-xs) var(--cp-space-md);
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-sm);
`;

const Price = styled.strong`
  color: var(--cp-text);
  font-size: var(--cp-font-lg);
`;

/** One app of the market list: name (link to its detail), scenario, provider, summary and price. */
export function MarketCard({ item }: { item: MarketItem }) {
  const { t } = useTranslation(['public', 'site']);
  const money = useMoney();
  const price =
    item.priceType === 'negotiable'
      ? t('common.negotiable')
      : item.priceType === 'free' || item.priceFrom === undefined
        ? t('common.free')
        : t('market.from', { price: money(item.priceFrom) });
  return (
    <Card>
      <Meta>
        <Tag>{enumLabel(item.scenario, marketScenarios, (v) => t(`site:scenario.${v}`))}</Tag>
        {/* The vendor's own words: data, shown as written in any language (translate="no"). */}
        <span translate="no">{item.provider}</span>
      </Meta>
      <h2 translate="no">
        <Link to={`/applicationmarketdetail?id=${item.id}`}>{item.name}</Link>
      </h2>
      <p translate="no">{item.summary}</p>
      <Meta>
        <span>{t('market.version', { version: item.version })}</span>
        <span>{t('common.updated', { date: formatDay(item.updatedAt) })}</span>
        {item.salesCount !== undefined ? (
          <span title={item.salesCount >= 1000 ? String(item.salesCount) : undefined}>
            {t('market.sales', { count: item.salesCount, sales: formatNumber(item.salesCount) })}
          </span>
        ) : null}
      </Meta>
      <Price>{price}</Price>
    </Card>
  );
}
