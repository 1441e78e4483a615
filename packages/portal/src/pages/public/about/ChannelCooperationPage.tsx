import { BadgePercent, Megaphone, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FeatureGrid, Steps, SiteIcon } from '@chainportal/ui';
import { Content, PageHead, Panel } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';
import { PartnerApplyForm } from './PartnerApplyForm';

const STEPS = [
  ['s1', 's1t'],
  ['s2', 's2t'],
  ['s3', 's3t'],
  ['s4', 's4t'],
] as const;

/** /channelcooperation: the agent programme and its application form. */
export default function ChannelCooperationPage() {
  const { t } = useTranslation(['public', 'portal']);
  usePageMeta(t('public:channel.meta'));
  return (
    <>
      <PageHead title={t('portal:route.channelcooperation')} lead={t('public:channel.lead')} />
      <FeatureGrid
        title={t('public:channel.benefitsTitle')}
        items={[
          {
            id: 'margin',
            icon: <SiteIcon icon={BadgePercent} />,
            title: t('public:channel.b1.title'),
            description: t('public:channel.b1.text'),
          },
          {
            id: 'support',
            icon: <SiteIcon icon={Wrench} />,
            title: t('public:channel.b2.title'),
            description: t('public:channel.b2.text'),
          },
          {
            id: 'marketing',
            icon: <SiteIcon icon={Megaphone} />,
            title: t('public:channel.b3.title'),
            description: t('public:channel.b3.text'),
          },
        ]}
      />
      <Content>
        <Panel aria-labelledby="channel-steps">
          <h2 id="channel-steps">{t('public:channel.stepsTitle')}</h2>
          <Steps
            current={0}
            items={STEPS.map(([title, text]) => ({
              key: title,
              title: t(`public:channel.${title}`),
              description: t(`public:channel.${text}`),
            }))}
          />
        </Panel>
      </Content>
      <Content data-width="narrow">
        <Panel aria-labelledby="channel-form">
          <h2 id="channel-form">{t('public:channel.formTitle')}</h2>
          <PartnerApplyForm />
        </Panel>
      </Content>
    </>
  );
}
