// Barrel for this area; re-exported by src/index.ts.
// Patterns are composed forms, dialogs and public-site sections: props in, callbacks out, no fetching.
export * from './PublicHeader';
export * from './PublicFooter';
export * from './Hero';
export * from './FeatureGrid';
export * from './SolutionGrid';
export * from './PartnerWall';
export * from './EditionCards';
export * from './FaqList';
export * from './DocumentList';
export * from './LoginForm';
export * from './PasswordDialog';
export * from './FeedbackForm';
export * from './WalletPicker';
export * from './LazyImage';
export * from './StatsBand';
export * from './ChainStatus';
export * from './TableOfContents';
export * from './SearchBox';
export { LinkButton } from './parts/LinkButton';
export * from './SiteIcon';
