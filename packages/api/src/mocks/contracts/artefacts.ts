/** The compiled templates of @chainportal/chains, in a chunk of their own (templates.ts loads it). */
import { templates } from '@chainportal/chains';
import type { TemplateKey } from '../../contracts/schemas';
import type { TemplateArtefact } from './templates';

export function loadTemplateArtefacts(): Record<TemplateKey, TemplateArtefact> {
  return templates as unknown as Record<TemplateKey, TemplateArtefact>;
}
