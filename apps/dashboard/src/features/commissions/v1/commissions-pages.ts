// The commissions dashboard's pages: one chunk, loaded when the first of them is opened.
export { CommissionsHomePage } from './pages/commissions-home-page.tsx';
export { CommissionsReportsPage } from './pages/commissions-reports-page.tsx';
export { CommissionsEmployeesPage } from './pages/commissions-employees-page.tsx';
export { CommissionsInsightsPage } from './pages/commissions-insights-page.tsx';
