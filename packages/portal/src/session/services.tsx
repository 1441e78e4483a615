import { createContext, useContext, type ReactNode } from 'react';
import type { UserInfo } from './store';
import type { WalletCredentials } from './wallet';

/**
 * The session calls the portal makes, behind one seam: the app binds them to the api client; tests
 * bind them to stubs or the mock backend.
 */
export interface SessionServices {
  /** POST /login with the trimmed username; resolves with the token. */
  login(credentials: { username: string; password: string }): Promise<string>;
  /** POST /login/address; resolves with the token. */
  loginWithWallet(credentials: WalletCredentials): Promise<string>;
  /** GET /client/user/info. Resolves with whatever the server sent (validated by the guard). */
  fetchUserInfo(token: string): Promise<Partial<UserInfo> | null | undefined>;
  /** POST /logout. */
  logout(): Promise<unknown>;
}

const SessionServicesContext = createContext<SessionServices | null>(null);

export function SessionServicesProvider({
  services,
  children,
}: {
  services: SessionServices;
  children?: ReactNode;
}) {
  return <SessionServicesContext.Provider value={services}>{children}</SessionServicesContext.Provider>;
}

export function useSessionServices(): SessionServices {
  const services = useContext(SessionServicesContext);
  if (!services) throw new Error('[portal] useSessionServices: wrap the tree in <SessionServicesProvider>');
  return services;
}
