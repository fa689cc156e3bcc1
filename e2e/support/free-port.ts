import { execFileSync } from 'node:child_process';

/** A free loopback port, found synchronously because Playwright's config is evaluated synchronously. */
export function freePortSync(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script]).toString());
}
