import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { settingsStore } from '../frame/settingsState';
import { sizeStore } from '../frame/sizeStore';
import { useStore } from '../frame/store';
import { problemBox } from '../pages/errors/problemBox';
import { client } from './instance';
import { Providers } from './Providers';

const Box = styled.main`
  ${problemBox}
  & code {
    max-width: 100%;
    overflow-wrap: anywhere;
  }
`;

function Problem({ problem }: { problem: string }) {
  const { t } = useTranslation('portal');
  return (
    <Box role="alert">
      <h1>{t('errors.config.title')}</h1>
      <p>{t('errors.config.body')}</p>
      <code>{problem}</code>
    </Box>
  );
}

/**
 * What a visitor sees when the deployment's config.json is malformed (decision 0089): a translated
 * message and, for the operator, the key that is wrong. The portal does not start: running it on the
 * build's settings could send people to the wrong API.
 */
export function ConfigProblem({ i18n, problem }: { i18n: I18n; problem: string }) {
  const settings = useStore(settingsStore);
  const size = useStore(sizeStore);
  return (
    <Providers i18n={i18n} client={client} primaryColor={settings.theme} size={size}>
      <Problem problem={problem} />
    </Providers>
  );
}
