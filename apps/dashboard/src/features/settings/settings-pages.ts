// The settings dashboard's pages: one chunk, loaded when the first of them is opened.
export { SettingsPage } from './pages/settings-page.tsx';
