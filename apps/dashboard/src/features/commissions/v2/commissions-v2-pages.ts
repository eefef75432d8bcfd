// The commissions-v2 dashboard's pages: one chunk, loaded when the first of them is opened.
export { CommissionsV2HomePage } from './pages/commissions-v2-home-page.tsx';
export { CommissionsV2EmployeesPage } from './pages/commissions-v2-employees-page.tsx';
export { CommissionsV2CreateBatchPage } from './pages/commissions-v2-create-batch-page.tsx';
export { CommissionsV2BatchDetailsPage } from './pages/commissions-v2-batch-details-page.tsx';
export { CommissionsV2BatchVerificationPage } from './pages/commissions-v2-batch-verification-page.tsx';
