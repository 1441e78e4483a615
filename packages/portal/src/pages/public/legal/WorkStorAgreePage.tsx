import { LegalDocument } from './LegalDocument';

/** /workStoragree: the work order service agreement. */
export default function WorkStorAgreePage() {
  return <LegalDocument doc="work" />;
}
