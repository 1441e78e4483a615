export { SettingsPanel, type SettingsPanelProps } from './SettingsPanel';
export { DEFAULT_SETTINGS, type Settings } from './settings';
