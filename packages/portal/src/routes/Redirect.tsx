import { Navigate, useLocation } from 'react-router-dom';

export interface RedirectProps {
  to: string;
}

/**
 * Sends every address it is rendered at to `to`, replacing it in the history. React-router's
 * <Navigate> navigates when it mounts or its target changes; a route element (the console guard, the
 * unknown-address route) stays mounted when a second address comes before the page it sent the first
 * to has rendered, and with the same target it would leave the user on that second address with
 * nothing on the screen. The location's key gives each address its own navigation.
 */
export function Redirect({ to }: RedirectProps) {
  const { key } = useLocation();
  return <Navigate key={key} to={to} replace />;
}
