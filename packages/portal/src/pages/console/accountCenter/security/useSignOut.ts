// Signing out after a password change, as the navbar does (packages/portal/src/frame/ConsoleFrame.tsx).
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { INITIAL_TAGS_STATE } from '@chainportal/ui';
import { tagsStore } from '../../../../frame/frameState';
import { logout } from '../../../../session/logout';
import { useSessionServices } from '../../../../session/services';

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const services = useSessionServices();
  return () =>
    logout({
      callServer: services.logout,
      clearCache: () => mutate(() => true, undefined, { revalidate: false }),
      closeAllTabs: () => tagsStore.setState(INITIAL_TAGS_STATE),
      navigate: (to) => void navigate(to, { replace: true }),
    });
}
