// The console home's live status of the platform's chains (issue 29). Loaded after the page's first
// render (HomePage.tsx), with the `chains` translations, so ethers and they are in no first load.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CHAIN_NETWORKS, chainCodes } from '@chainportal/api';
import { Card } from '@chainportal/ui';
import { LiveChainStatus } from '../../../chains/LiveChainStatus';

const Chains = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: var(--cp-space-lg);
`;

/** One status per platform chain: its type and code, the latest block, its age and the gas price. */
export default function ChainsCard() {
  const { t } = useTranslation('chains');
  const { t: tc } = useTranslation('console');
  return (
    <Card title={t('home.title')} titleLevel={2}>
      <Chains>
        {chainCodes.map((code) => (
          <LiveChainStatus
            key={code}
            code={code}
            name={`${tc(`chain.${CHAIN_NETWORKS[code].chainType}`)} · ${code}`}
          />
        ))}
      </Chains>
    </Card>
  );
}
