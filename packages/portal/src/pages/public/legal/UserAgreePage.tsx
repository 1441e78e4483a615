import { LegalDocument } from './LegalDocument';

/** /useragree: the user agreement. */
export default function UserAgreePage() {
  return <LegalDocument doc="user" />;
}
