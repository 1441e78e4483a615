export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { RadioGroupField, type RadioGroupFieldProps } from './RadioGroupField';
