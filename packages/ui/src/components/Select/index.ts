export { Select, type SelectProps, type SelectOption } from './Select';
export { LazySelect } from './LazySelect';
