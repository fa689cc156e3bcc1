import { readdirSync, readFileSync } from 'node:fs';

// Memory of a process tree from /proc (Linux only).

export type ProcessMemory = {
  pid: number;
  name: string;
  /** Resident set size: counts shared pages (PostgreSQL's shared buffers) once per process. */
  rssBytes: number;
  /** Proportional set size: shared pages split among the processes sharing them; undefined when unreadable. */
  pssBytes: number | undefined;
  /** Of the RSS: private memory (heaps) and file-backed pages (the executable, libraries). */
  anonymousBytes: number;
  fileBytes: number;
};

/** The process and all its descendants (the embedded PostgreSQL runs as another user, but as our child). */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

export function memoryOf(pid: number): ProcessMemory | undefined {
  const status = readOrUndefined(`/proc/${pid}/status`);
  if (status === undefined) return undefined;
  const rss = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  // Kernel threads and zombies have no VmRSS.
  if (rss === undefined) return undefined;
  const field = (key: string) =>
    Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?';
  const pss = /^Pss:\s+(\d+) kB/m.exec(readOrUndefined(`/proc/${pid}/smaps_rollup`) ?? '')?.[1];
  return {
    pid,
    name: commandLine(pid) ?? name,
    rssBytes: Number(rss) * 1024,
    pssBytes: pss === undefined ? undefined : Number(pss) * 1024,
    anonymousBytes: field('RssAnon'),
    fileBytes: field('RssFile'),
  };
}

function parentOf(pid: number): number | undefined {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  // "pid (comm) state ppid ...": comm may contain spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const parent = Number(fields[1]);
  return Number.isInteger(parent) ? parent : undefined;
}

// PostgreSQL names its processes ("postgres: checkpointer"), which tells them apart.
function commandLine(pid: number): string | undefined {
  const raw = readOrUndefined(`/proc/${pid}/cmdline`);
  if (!raw) return undefined;
  const text = raw.split('\0').filter(Boolean).join(' ');
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // The process ended meanwhile, or the file is not readable by us.
    return undefined;
  }
}

// The kernel counts CPU time in clock ticks of 1/100 s on every Linux that Node supports.
const ticksPerSecond = 100;

/** CPU time (user + system) that the process has used so far, in milliseconds; 0 once it is gone. */
export function cpuTimeMs(pid: number): number {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  if (stat === undefined) return 0;
  // After "pid (comm) ": state is field 3, utime field 14 and stime field 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/**
 * CPU time of the process and of its children that ended and were waited for (the kernel adds
 * those to the parent's cutime and cstime): summed over a process tree, a count that does not drop
 * when a child ends, as PostgreSQL's backend for a closed connection does.
 */
export function cpuTimeWithEndedChildrenMs(pid: number): number {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  if (stat === undefined) return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  return (ticks * 1000) / ticksPerSecond;
}
