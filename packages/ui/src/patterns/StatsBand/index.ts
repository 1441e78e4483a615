export { StatsBand, type StatsBandProps, type StatsBandItem } from './StatsBand';
