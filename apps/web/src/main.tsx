import './components/mantine-styles.css';
import '@mantine/notifications/styles.css';
import './components/layout-frame.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setErrorNotifier } from './api/error-notifier.ts';
import { App } from './app/app.tsx';
import { notify } from './components/notify.ts';
import { startSessionRenewal } from './session/session-renewal.ts';

// A failed call's message shows as an error toast: the API client, below the components, is handed it here.
setErrorNotifier(notify.error);
startSessionRenewal();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
