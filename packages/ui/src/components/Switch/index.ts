export { Switch, type SwitchProps, type SwitchSize } from './Switch';
