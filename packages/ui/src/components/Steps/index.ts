export { Steps, type StepsProps, type StepsItem, type StepStatus } from './Steps';
