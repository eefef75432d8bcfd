// The commissions-v3 dashboard's pages: one chunk, loaded when the first of them is opened.
export { CommissionsV3HomePage } from './pages/commissions-v3-home-page.tsx';
export { CommissionsV3UploadsPage } from './pages/commissions-v3-uploads-page.tsx';
export { CommissionsV3DealsPage } from './pages/commissions-v3-deals-page.tsx';
export { CommissionsV3EmployeesPage } from './pages/commissions-v3-employees-page.tsx';
export { CommissionsV3CreateBatchPage } from './pages/commissions-v3-create-batch-page.tsx';
export { CommissionsV3BatchDetailsPage } from './pages/commissions-v3-batch-details-page.tsx';
export { CommissionsV3BatchVerificationPage } from './pages/commissions-v3-batch-verification-page.tsx';
