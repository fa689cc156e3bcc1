import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { renderLabelPhoto } from '../test/label-images.ts';
import { testLabels } from '../test/label-texts.ts';
import { createPhotoProcess, type PhotoProcess } from './photo-process.ts';

// The photo process for real: a child forked from this test's process, with short idle times.

const scratch = mkdtempSync(path.join(os.tmpdir(), 'tend-photo-process-'));
const made: PhotoProcess[] = [];
const spawned: ChildProcess[] = [];

function photoProcess(options: Parameters<typeof createPhotoProcess>[0] = {}) {
  const created = createPhotoProcess(options);
  made.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(made.splice(0).map((each) => each.close()));
});
afterAll(() => {
  for (const each of spawned) each.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

/** Running, not exited (a zombie nobody reaped yet counts as exited). */
function isRunning(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (existsSync('/proc/self/stat')) {
    if (!existsSync(stat)) return false;
    // The state follows the parenthesised command name.
    const state = readFileSync(stat, 'latin1').split(') ')[1]?.[0];
    return state !== 'Z' && state !== 'X';
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

/** A phone photo stored sideways: 3000 x 2000 with EXIF orientation 6. */
const sideways = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#964' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe('the photo process', () => {
  it('redraws a photo and reads a label in a child process that leaves after its idle time', async () => {
    const photos = photoProcess({ idleMs: 300 });
    expect(photos.stats().pid).toBeUndefined();
    const normalised = await photos.normalise(await sideways(), 'jpeg', 1024);
    expect(normalised).toMatchObject({ width: 683, height: 1024 });
    expect(await sharp(normalised.jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 683 });
    const pid = photos.stats().pid;
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);

    const label = testLabels[0];
    if (!label) throw new Error('no test label');
    const reading = await photos.readLabel(renderLabelPhoto(label));
    expect(reading.ingredients.length).toBeGreaterThan(0);
    expect(photos.stats().pid).toBe(pid);

    // Idle: the child is told to leave, and does, so an idle server holds none of its memory.
    expect(await until(() => !isRunning(pid as number), 5_000)).toBe(true);
    expect(photos.stats().pid).toBeUndefined();
    // The next photo starts a new one.
    await photos.normalise(await sideways(), 'jpeg', 64);
    expect(photos.stats().pid).not.toBe(pid);
  }, 30_000);

  it('answers an undecodable photo with PhotoDecodeError and keeps the child', async () => {
    const photos = photoProcess();
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    await expect(photos.normalise(broken, 'jpeg', 1024)).rejects.toMatchObject({
      name: 'PhotoDecodeError',
    });
    const pid = photos.stats().pid;
    await photos.normalise(await sideways(), 'jpeg', 64);
    expect(photos.stats().pid).toBe(pid);
  });

  it('fails only the photo in flight when its child is killed, and the next photo gets a new child', async () => {
    const photos = photoProcess();
    const photo = await sideways();
    const reading = photos.normalise(photo, 'jpeg', 1024);
    const pid = photos.stats().pid as number;
    process.kill(pid, 'SIGKILL');
    await expect(reading).rejects.toMatchObject({
      name: 'PhotoProcessCrashedError',
      message: 'the photo process stopped (SIGKILL)',
    });
    const next = await photos.normalise(photo, 'jpeg', 1024);
    expect(next.height).toBe(1024);
    expect(photos.stats().pid).not.toBe(pid);
  });

  it('is replaced after its number of jobs', async () => {
    const photos = photoProcess({ jobsPerChild: 2 });
    const photo = await sideways();
    await photos.normalise(photo, 'jpeg', 64);
    const first = photos.stats().pid as number;
    await photos.normalise(photo, 'jpeg', 64);
    expect(await until(() => !isRunning(first), 5_000)).toBe(true);
    await photos.normalise(photo, 'jpeg', 64);
    expect(photos.stats().pid).not.toBe(first);
  });

  it('refuses photos past its queue at once, and gives up a photo past its time', async () => {
    const photo = await sideways();
    const busy = photoProcess({ maxQueue: 1 });
    const first = busy.normalise(photo, 'jpeg', 64);
    const second = busy.normalise(photo, 'jpeg', 64);
    await expect(busy.normalise(photo, 'jpeg', 64)).rejects.toMatchObject({ name: 'OcrBusyError' });
    await Promise.all([first, second]);

    // Shorter than the child's start: the photo is given up and the child ended.
    const slow = photoProcess({ jobTimeoutMs: 30 });
    const late = slow.normalise(photo, 'jpeg', 64);
    const pid = slow.stats().pid as number;
    await expect(late).rejects.toMatchObject({ name: 'OcrTimeoutError' });
    expect(await until(() => !isRunning(pid), 5_000)).toBe(true);
  });

  it('refuses photos once closed, and ends its child', async () => {
    const photos = photoProcess();
    await photos.normalise(await sideways(), 'jpeg', 64);
    const pid = photos.stats().pid as number;
    await photos.close();
    expect(isRunning(pid)).toBe(false);
    await expect(photos.normalise(await sideways(), 'jpeg', 64)).rejects.toMatchObject({
      name: 'OcrClosedError',
    });
  });
});

describe('a server process using the photo process', () => {
  // /proc shows what a process mapped and whether its child is gone: Linux only.
  it.skipIf(!existsSync('/proc/self/maps'))(
    'never maps libvips itself, and its child leaves when it dies',
    async () => {
      const photoFile = path.join(scratch, 'photo.jpg');
      writeFileSync(photoFile, await sideways());
      // A stand-in for server/index.ts: the whole app's code and the photo process, nothing else.
      const script = path.join(scratch, 'server-like.mjs');
      const at = (file: string) => JSON.stringify(pathToFileURL(path.join(import.meta.dirname, file)).href);
      writeFileSync(
        script,
        `import { readFileSync } from 'node:fs';
await import(${at('../app.ts')});
const { sharedPhotoProcess } = await import(${at('./photo-process.ts')});
const photos = sharedPhotoProcess();
const normalised = await photos.normalise(readFileSync(${JSON.stringify(photoFile)}), 'jpeg', 1024);
const maps = readFileSync('/proc/self/maps', 'latin1');
console.log(JSON.stringify({ width: normalised.width, child: photos.stats().pid, libvips: maps.includes('libvips') }));
setInterval(() => undefined, 1000);
`,
      );
      const server = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
      spawned.push(server);
      const line = await new Promise<string>((resolve, reject) => {
        let output = '';
        server.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('\n')) resolve(output.trim());
        });
        server.once('exit', (code) => reject(new Error(`the server-like script exited with ${code}`)));
      });
      const seen = JSON.parse(line) as { width: number; child: number; libvips: boolean };
      expect(seen.width).toBe(683);
      expect(seen.libvips).toBe(false);
      expect(isRunning(seen.child)).toBe(true);

      // The server dies without a word: its child sees the IPC channel close and leaves.
      server.kill('SIGKILL');
      expect(await until(() => !isRunning(seen.child), 5_000)).toBe(true);
    },
    30_000,
  );
});
