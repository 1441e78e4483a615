import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { LazySelect } from '@chainportal/ui';
import { DEMO_ROLES, demoMode } from '../app/config';
import { HOME_PATH } from '../routes/paths';
import { session, useSession } from '../session/store';

const Box = styled.div`
  width: 148px;
  flex: none;
`;

/**
 * Demo mode only: switches between the demo roles. The token becomes '<role>-token'; the guard then
 * reloads user info and rebuilds the routes (docs/product.md#session).
 */
export function DemoRoleSwitch() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const roles = useSession((s) => s.roles);
  if (!demoMode()) return null;
  const current = DEMO_ROLES.find((role) => roles.includes(role)) ?? '';
  return (
    <Box>
      <LazySelect
        size="small"
        aria-label={t('demo.label')}
        value={current}
        options={DEMO_ROLES.map((role) => ({ value: role, label: t(`demo.${role}`) }))}
        onValueChange={(role) => {
          if (role === current) return;
          void mutate(() => true, undefined, { revalidate: false });
          session.signIn(`${role}-token`);
          void navigate(HOME_PATH);
        }}
      />
    </Box>
  );
}
