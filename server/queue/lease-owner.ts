/**
 * Who holds a task's lease: `host/pid/generation`. Lets a restarted server tell a task a dead
 * process left running (requeue at once) from one a live process is still working on (wait).
 */
import crypto from 'node:crypto';
import os from 'node:os';

/** A new owner id for this queue instance. */
export function newLeaseOwner(): string {
  return `${os.hostname()}/${process.pid}/${crypto.randomBytes(6).toString('hex')}`;
}

/**
 * False only when the owner is known dead: a process on this host that no longer exists.
 * Owners on other hosts, and this process's own, count as alive; their leases expire instead.
 */
export function leaseOwnerAlive(owner: string): boolean {
  const [host, pidText] = owner.split('/');
  const pid = Number(pidText);
  if (host !== os.hostname() || !Number.isInteger(pid) || pid <= 0) return true;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}
