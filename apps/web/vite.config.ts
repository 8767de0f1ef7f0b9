import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** In development the API runs as its own process; the dev server forwards API and image calls to it. */
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';
const proxied = ['/api', '/kz/api', '/ae/api', '/images'];

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false, xfwd: true }])),
  },
});
