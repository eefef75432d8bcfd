// The tips dashboard's pages: one chunk, loaded when the first of them is opened.
export { TipsHomePage } from './pages/tips-home-page.tsx';
export { TipsBatchSelectorPage } from './pages/tips-batch-selector-page.tsx';
export { TipsIrsiHomePage } from './pages/tips-irsi-home-page.tsx';
export { TipsEmployeesPage } from './pages/tips-employees-page.tsx';
export { TipsPaymentHistoryPage } from './pages/tips-payment-history-page.tsx';
export { TipsIrsiPaymentHistoryPage } from './pages/tips-irsi-payment-history-page.tsx';
export { TipsPayoutHistoryPage } from './pages/tips-payout-history-page.tsx';
export { TipsReportsPage } from './pages/tips-reports-page.tsx';
export { TipsPayrollActivityPage } from './pages/tips-payroll-activity-page.tsx';
