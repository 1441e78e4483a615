export { Tabs, type TabsProps, type TabsItem, type TabsVariant } from './Tabs';
