import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoginForm, Tabs, type LoginValues } from '@chainportal/ui';

const Panel = styled.div`
  padding-top: var(--cp-space-lg);
`;

export interface NodeLoginTabsProps {
  /** The password sign-in (form, wallet button, links), the first tab. */
  passwordForm: ReactNode;
  onNodeSubmit: (values: LoginValues) => Promise<void>;
  /** Under the node form (the demo's node account). */
  nodeHint?: ReactNode;
}

/**
 * The sign-in methods as tabs, Password first and Node account beside it (POST /login/node, decision
 * 0087). A chunk of its own: only a deployment that turns node sign-in on downloads the tabs
 * (LoginPage); every other /login keeps its first load.
 */
export default function NodeLoginTabs({ passwordForm, onNodeSubmit, nodeHint }: NodeLoginTabsProps) {
  const { t } = useTranslation('portal');
  return (
    <Tabs
      aria-label={t('login.modes')}
      items={[
        { value: 'password', label: t('login.passwordTab'), content: <Panel>{passwordForm}</Panel> },
        {
          value: 'node',
          label: t('login.nodeTab'),
          content: (
            <Panel>
              <LoginForm onSubmit={onNodeSubmit} />
              {nodeHint}
            </Panel>
          ),
        },
      ]}
    />
  );
}
