// `npm start`: builds the web app when there is no build yet, then serves web and API on one port.
// NODE_ENV is left as set: unset, the shop runs as a local demo; production sets NODE_ENV=production.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (process.env.SERVE !== 'api' && !existsSync(new URL('../apps/web/build/server/index.js', import.meta.url))) {
  run('npm', ['run', 'build']);
}
run(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts']);
