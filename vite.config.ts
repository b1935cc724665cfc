import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { formValidators } from './scripts/vite/formValidators.ts';

/** Where `npm run dev` finds the API server (scripts/dev.mjs starts it). */
const apiTarget = `http://localhost:${process.env.SWITCHBOARD_API_PORT ?? '8080'}`;

export default defineConfig({
  // formValidators: the forms' validators, compiled from schemas/ (the CSP forbids compiling in the browser).
  plugins: [react(), formValidators()],
  server: {
    port: Number(process.env.SWITCHBOARD_DEV_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    // Code splitting follows the dynamic imports: the sign-in page loads React, the router,
    // the MUI parts it draws and English; the shell (App.tsx) and the Dutch and French texts
    // (src/i18n/messages.ts) are separate chunks loaded when needed. es2022 for the
    // top-level await in main.tsx.
    target: 'es2022',
  },
});
