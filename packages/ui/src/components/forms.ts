// Barrel for this area; re-exported by src/index.ts.
export * from './FormField';
export * from './Input';
export * from './PasswordInput';
export * from './Textarea';
export * from './Checkbox';
export * from './Switch';
export * from './RadioGroup';
export * from './Select';
export * from './Upload';
export * from './DatePicker';
export * from './DateRangePicker';
export * from './SendCodeButton';
