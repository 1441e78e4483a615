import { Building2, Cpu, Landmark, Network } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FeatureGrid, LazyImage, SiteIcon } from '@chainportal/ui';
import frameworkPicture from '../assets/framework.svg';
import { Content, PageHead } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';

const Chart = styled.figure`
  margin: var(--cp-space-xl) auto 0;
  max-width: 640px;
`;

const BODIES = [
  ['council', <SiteIcon icon={Landmark} key="i" />],
  ['committee', <SiteIcon icon={Cpu} key="i" />],
  ['secretariat', <SiteIcon icon={Building2} key="i" />],
  ['node', <SiteIcon icon={Network} key="i" />],
] as const;

/** /introduction: the institutional framework (council, technical committee, secretariat, application node). */
export default function IntroductionPage() {
  const { t } = useTranslation(['public', 'portal']);
  usePageMeta(t('public:intro.meta'));
  return (
    <>
      <PageHead title={t('portal:route.introduction')} lead={t('public:intro.lead')} />
      <Content>
        <Chart>
          <LazyImage src={frameworkPicture} alt={t('public:intro.chart')} width={640} height={280} />
        </Chart>
      </Content>
      <FeatureGrid
        title={t('public:intro.bodies')}
        columns={4}
        items={BODIES.map(([key, icon]) => ({
          id: key,
          icon,
          title: t(`public:intro.${key}.title`),
          description: t(`public:intro.${key}.text`),
        }))}
      />
    </>
  );
}
