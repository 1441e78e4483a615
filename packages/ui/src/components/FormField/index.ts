export {
  FormField,
  useFormField,
  useFieldControl,
  type FormFieldProps,
  type FormFieldLayout,
  type FormFieldContextValue,
  type FieldControlProps,
} from './FormField';
export {
  FieldController,
  useSchemaForm,
  type FieldRegistration,
  type SchemaForm,
  type SchemaFormOptions,
} from './useSchemaForm';
export {
  createFormDrafts,
  FORM_DRAFTS_KEY,
  DRAFT_MAX_AGE_MS,
  type FormDraftsOptions,
  type DraftStorage,
  type DraftValues,
} from './formDrafts';
export { FormDraftsProvider, type FormDrafts, type DraftFormHandle } from './formDraftsContext';
