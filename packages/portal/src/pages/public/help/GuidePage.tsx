import { useTranslation } from 'react-i18next';
import { LinkButton, Steps } from '@chainportal/ui';
import { Actions, Content, PageHead, Panel } from '../parts/PageParts';
import { usePageMeta } from '../parts/usePageMeta';

/** /guide: getting started, step by step. */
export default function GuidePage() {
  const { t } = useTranslation(['public', 'portal']);
  usePageMeta(t('public:guide.meta'));
  const steps = t('public:guide.steps', { returnObjects: true }) as Array<{ title: string; text: string }>;
  return (
    <>
      <PageHead title={t('portal:route.guide')} lead={t('public:guide.lead')} />
      <Content data-width="narrow">
        <Panel aria-label={t('portal:route.guide')}>
          <Steps
            direction="vertical"
            current={steps.length}
            items={steps.map((step, index) => ({
              key: String(index),
              title: step.title,
              description: step.text,
              status: 'wait',
            }))}
          />
          <Actions>
            <LinkButton href="#/register" data-variant="primary">
              {t('public:guide.start')}
            </LinkButton>
            <LinkButton href="#/down">{t('public:guide.downloads')}</LinkButton>
          </Actions>
        </Panel>
      </Content>
    </>
  );
}
