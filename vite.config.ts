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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the sign-in page loads statically stays in one chunk beside the entry. Left to
          // itself the bundler cuts it by which lazy pages share each module (forgot and reset
          // password, token sign-in, the shell's modals and areas): a few dozen small chunks,
          // each compressed on its own, about 10 kB more to download for the same code.
          groups: [{ name: 'first-screen', tags: ['$initial'] }],
        },
      },
    },
  },
});
