// `npm run dev`: the API with reload on port 3001 and the web dev server (hot reload) on PORT (3000),
// which forwards API calls to the API.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const apiPort = process.env.API_PORT ?? '3001';
const apiUrl = `http://127.0.0.1:${apiPort}`;
// The tools themselves, not through npx: a signal to this script must reach them, not a wrapper.
const bin = (name) => `${root}node_modules/.bin/${name}`;
const children = [
  spawn(bin('tsx'), ['watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SERVE: 'api', PORT: apiPort },
  }),
  spawn(bin('react-router'), ['dev', '--port', process.env.PORT ?? '3000'], {
    cwd: `${root}apps/web`,
    stdio: 'inherit',
    env: { ...process.env, API_URL: apiUrl },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
