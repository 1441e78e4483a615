import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

export interface RadioGroupFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
> extends Omit<RadioGroupProps, 'value' | 'defaultValue' | 'onValueChange' | 'onChange' | 'name'> {
  /** The form's control (`useSchemaForm`'s `form.control`); whatever its schema makes of the values. */
  control: Control<Values, unknown, Transformed> | undefined;
  /** The form value the group chooses. */
  name: Name;
  /** Called after the form has the new value (to reset what depends on it). */
  onChange?: (value: string) => void;
}

/**
 * A RadioGroup bound to a form value of `useSchemaForm`: the one way a form chooses one of a few
 * values. Focus on an error goes to the group (its ref is the field's).
 */
export function RadioGroupField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
>({ control, name, onChange, ...group }: RadioGroupFieldProps<Values, Name, Transformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          {...group}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onValueChange={(value) => {
            field.onChange(value);
            onChange?.(value);
          }}
        />
      )}
    />
  );
}
