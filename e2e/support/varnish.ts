/** A real Varnish in front of server processes, for the Varnish e2e and bench:varnish (decision 041). */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's varnishd (apt-get install -y varnish varnish-modules: the VCL imports xkey). */
export const VARNISHD = '/usr/sbin/varnishd';
const root = new URL('../../', import.meta.url).pathname;

export interface VarnishTier {
  url: string;
  /** The instance's working directory (`varnishd -n`), where varnishlog and varnishncsa find its log. */
  workdir: string;
  stop(): Promise<void>;
}

/**
 * Starts varnishd on `port` with the repository's VCL and a site.vcl naming `backends` (ports of 127.0.0.1),
 * keeping up to `storage` of answers in memory (beyond it the least recently used are dropped).
 */
export async function startVarnish(port: number, backends: number[], storage = '64m'): Promise<VarnishTier> {
  const dir = mkdtempSync(join(tmpdir(), 'sf-varnish-'));
  // varnishd reads site.vcl as its own unprivileged user.
  chmodSync(dir, 0o755);
  const declared = backends.map((p, i) => `backend shop${i} { .host = "127.0.0.1"; .port = "${p}"; }`);
  const added = backends.map((_, i) => `    shop.add_backend(shop${i});`);
  writeFileSync(
    join(dir, 'site.vcl'),
    [
      'import directors;',
      ...declared,
      'sub vcl_init {',
      '    new shop = directors.round_robin();',
      ...added,
      '}',
      'acl purgers { "127.0.0.1"; }',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    VARNISHD,
    [
      '-F',
      '-n',
      join(dir, 'work'),
      '-a',
      `127.0.0.1:${port}`,
      '-T',
      'none',
      '-f',
      join(root, 'ops/varnish/storefront.vcl'),
      '-p',
      `vcl_path=${dir}`,
      '-s',
      `malloc,${storage}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Its start-up chatter stays out of the run's output unless it fails (a VCL error says why).
  let said = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`varnishd exited with ${child.exitCode}:\n${said}`);
    const ready = await fetch(`${url}/api/v1/health/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 200) throw new Error('varnishd did not answer');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    workdir: join(dir, 'work'),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
