// The insurance dashboard's home: its own chunk, loaded when it is first opened.
export { InsuranceHomePage } from './pages/insurance-home-page.tsx';
