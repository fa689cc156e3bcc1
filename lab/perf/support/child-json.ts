import { spawn } from 'node:child_process';
import path from 'node:path';

/** Runs a Node script in a process of its own and reads the one JSON line it prints. */
export function childJson<T>(args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`${path.basename(args[0] ?? '')} exited with ${code}`));
      else resolve(JSON.parse(output) as T);
    });
  });
}
