export { Descriptions, type DescriptionsProps, type DescriptionsItem } from './Descriptions';
