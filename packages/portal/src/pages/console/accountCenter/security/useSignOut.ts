// Signing out after a password change, as the navbar does (packages/portal/src/frame/ConsoleFrame.tsx):
// POST /logout, then the shared log-out steps of the session module (session, cache, tabs, /login).
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApiClient } from '@chainportal/api';
import { INITIAL_TAGS_STATE } from '@chainportal/ui';
import { tagsStore } from '../../../../frame/frameState';
import { logout } from '../../../../session/store';

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const client = useApiClient();
  return () =>
    logout(client, {
      clearCache: () => mutate(() => true, undefined, { revalidate: false }),
      closeAllTabs: () => tagsStore.setState(INITIAL_TAGS_STATE),
      navigate: (to) => navigate(to, { replace: true }),
    });
}
