// The insurance dashboard's pages: one chunk, loaded when the first of them is opened.
export { InsuranceHomePage } from './pages/insurance-home-page.tsx';
export { InsuranceUploadsPage } from './pages/insurance-uploads-page.tsx';
