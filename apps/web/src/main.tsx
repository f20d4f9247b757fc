import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './components/skip-link.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startSessionRenewal } from './session/session-renewal.ts';

startSessionRenewal();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
