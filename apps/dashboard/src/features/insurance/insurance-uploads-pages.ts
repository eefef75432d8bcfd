// The insurance uploads page: a chunk of its own, so the CSV parser loads only where files are uploaded.
export { InsuranceUploadsPage } from './pages/insurance-uploads-page.tsx';
