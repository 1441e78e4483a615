// Barrel for this area; re-exported by src/index.ts.
export * from './Badge';
export * from './Avatar';
export * from './DropdownMenu';
export * from './Tooltip';
export * from './Tabs';
export * from './Card';
export * from './Tag';
export * from './Table';
export * from './Pagination';
export * from './Descriptions';
export * from './Statistic';
export * from './Steps';
export * from './Timeline';
export * from './Chart';
export * from './RichText';
