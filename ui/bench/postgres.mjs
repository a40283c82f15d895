// A throwaway PostgreSQL cluster for the benchmarks, as api/tests/api/postgres.rs makes one for
// the tests: `initdb` in a temporary folder, the server on a free port, stopped with the bench
// (no system service). As root it runs as Debian's `postgres` user, which initdb requires.
// Unlike the tests' cluster it keeps PostgreSQL's durability (fsync, synchronous commit): the
// figures are a real shop's.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../e2e/harness.mjs';

/** Debian's newest PostgreSQL programs (installed by scripts/setup.sh --tests or --bench). */
function programs() {
  const versions = readdirSync('/usr/lib/postgresql').map(Number).filter(Boolean).sort((a, b) => a - b);
  if (!versions.length) throw new Error('PostgreSQL is not installed: scripts/setup.sh --bench');
  return `/usr/lib/postgresql/${versions.at(-1)}/bin`;
}

export async function startPostgres() {
  const bin = programs();
  const folder = mkdtempSync(join(tmpdir(), 'shop-bench-pg-'));
  const asRoot = process.getuid() === 0;
  const user = asRoot
    ? { uid: Number(execFileSync('id', ['-u', 'postgres'])), gid: Number(execFileSync('id', ['-g', 'postgres'])) }
    : {};
  if (asRoot) chownSync(folder, user.uid, user.gid);
  const data = join(folder, 'data');
  execFileSync(join(bin, 'initdb'), ['--auth=trust', '--username=shop', '--encoding=UTF8', '--locale=C.UTF-8', '-D', data], { stdio: 'ignore', ...user });
  const port = await freePort();
  const server = spawn(join(bin, 'postgres'), ['-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-k', folder, '-c', 'max_connections=200'], {
    stdio: 'ignore',
    ...user,
  });
  // A bench that fails midway leaves no server and no data behind (SIGQUIT: PostgreSQL's
  // immediate stop).
  process.on('exit', () => {
    server.kill('SIGQUIT');
    rmSync(folder, { recursive: true, force: true });
  });
  const url = (name) => `postgres://shop@127.0.0.1:${port}/${name}`;
  for (let tries = 0; ; tries++) {
    try {
      execFileSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
      break;
    } catch {
      if (tries > 300) throw new Error('PostgreSQL did not start');
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
  return {
    url,
    /** The first column of the first row `sql` answers in database `name`, as text. */
    query(name, sql) {
      return execFileSync(join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'shop', '-At', '-c', sql, name]).toString().trim();
    },
    /** A new, empty database; its URL. */
    createDatabase(name) {
      execFileSync(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'shop', name]);
      return url(name);
    },
    async stop() {
      server.kill('SIGINT');
      await new Promise((done) => (server.exitCode !== null ? done() : server.once('exit', done)));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
