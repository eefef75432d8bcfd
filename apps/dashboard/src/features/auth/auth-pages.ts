// The sign-in area: its own chunk, so signed-in pages never download it.
export { LoginPage } from './login-page.tsx';
