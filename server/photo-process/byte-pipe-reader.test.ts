import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readBytePipe } from './byte-pipe-reader.ts';

describe('readBytePipe', () => {
  it('hands out photos laid end to end, whatever the chunks, in the order asked', async () => {
    const stream = new PassThrough();
    const reader = readBytePipe(stream);
    const first = reader.take(5);
    const second = reader.take(3);
    stream.write(Buffer.from('ab'));
    stream.write(Buffer.from('cdefg'));
    expect((await first).toString()).toBe('abcde');
    const third = reader.take(1);
    stream.write(Buffer.from('hXY'));
    expect((await second).toString()).toBe('fgh');
    expect((await third).toString()).toBe('X');
    expect((await reader.take(1)).toString()).toBe('Y');
  });

  it('fails what is still asked for when the pipe ends', async () => {
    const stream = new PassThrough();
    const reader = readBytePipe(stream);
    const waiting = reader.take(10);
    stream.end(Buffer.from('short'));
    await expect(waiting).rejects.toThrow('the byte pipe ended');
    await expect(reader.take(1)).rejects.toThrow('the byte pipe ended');
  });
});
