// Processor time of another process, read from /proc (Linux, in clock ticks).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * A process's command name (`comm`) and the fields of `/proc/<pid>/stat` after it, from the fourth on (the name may
 * hold spaces and parentheses, so it ends at the last `)`); throws when the process is gone.
 */
function statOf(pid: number | string): { command: string; fields: string[] } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const end = stat.lastIndexOf(')');
  return { command: stat.slice(stat.indexOf('(') + 1, end), fields: stat.slice(end + 2).split(' ') };
}

/** User plus system seconds the process has used so far; NaN where /proc has no answer. */
export function processorSeconds(pid: number): number {
  try {
    const { fields } = statOf(pid);
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return Number.NaN;
  }
}

/**
 * User plus system seconds used so far by every process of this machine named `command` (its `comm`, as `ps -o comm`
 * shows it), with those of its children that have ended: PostgreSQL's server and its backends, say. 0 when none runs.
 */
export function processorSecondsOf(command: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = statOf(entry);
      if (stat.command !== command) continue;
      const [user, system, childrenUser, childrenSystem] = stat.fields.slice(11, 15).map(Number);
      total += (user! + system! + childrenUser! + childrenSystem!) / ticksPerSecond;
    } catch {
      // The process ended between the listing and the read; its time is now its parent's.
    }
  }
  return total;
}
