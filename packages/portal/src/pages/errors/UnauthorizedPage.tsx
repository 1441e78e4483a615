import { ErrorPage } from './ErrorPage';

export default function UnauthorizedPage() {
  return <ErrorPage status={401} />;
}
