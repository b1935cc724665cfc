import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where `npm run dev` finds the API server (scripts/dev.mjs starts it). */
const apiTarget = `http://localhost:${process.env.SWITCHBOARD_API_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.SWITCHBOARD_DEV_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    // The sign-in page must not pay for the shell: App.tsx loads it with import(), and the
    // Dutch and French texts load the same way. Libraries shared by both parts go to a
    // vendor chunk that the browser keeps between releases.
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    sourcemap: false,
  },
});
