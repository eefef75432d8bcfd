import '@cuadre/ui/fonts';
import '@cuadre/ui/reset';
import '@cuadre/ui/themes/light';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppDeps } from './app/app-deps.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
const deps = createAppDeps();
await deps.ready;
createRoot(container).render(
  <StrictMode>
    <App deps={deps} />
  </StrictMode>,
);
