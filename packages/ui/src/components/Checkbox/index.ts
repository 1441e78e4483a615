export { Checkbox, type CheckboxProps, type CheckboxCheckedState } from './Checkbox';
