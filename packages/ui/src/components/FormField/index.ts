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
