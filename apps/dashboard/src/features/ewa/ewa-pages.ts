// The ewa dashboard's pages: one chunk, loaded when the first of them is opened.
export { EwaEmployeesPage } from './pages/ewa-employees-page.tsx';
export { EwaDeductionsPage } from './pages/ewa-deductions-page.tsx';
export { EwaBillingPage } from './pages/ewa-billing-page.tsx';
export { EwaReportsPage } from './pages/ewa-reports-page.tsx';
