import { describe, expect, it } from 'vitest';
import { boundaryOf, splitMultipart } from './multipart-form.ts';

/** A body as fetch and browsers write it, from FormData. */
async function encoded(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const boundary = boundaryOf(request.headers.get('content-type') ?? undefined);
  return { body: Buffer.from(await request.arrayBuffer()), boundary };
}

describe('splitMultipart', () => {
  it('splits what FormData writes, the file as a view of its exact bytes', async () => {
    const photo = new Uint8Array(300_000).map((_, index) => (index * 7) % 256);
    // Bytes that look like a boundary's start must stay in the file.
    photo.set(Buffer.from('\r\n--not-the-boundary\r\n'), 1000);
    const form = new FormData();
    form.set('photo', new File([photo], 'lunch 1.jpg', { type: 'image/jpeg' }));
    form.set('mode', 'label');
    const { body, boundary } = await encoded(form);
    expect(boundary).toBeDefined();
    const parts = await splitMultipart(body, boundary as string);
    expect(parts?.get('photo')?.filename).toBe('lunch 1.jpg');
    expect(parts?.get('photo')?.bytes.equals(Buffer.from(photo))).toBe(true);
    expect(parts?.get('photo')?.bytes.buffer).toBe(body.buffer);
    expect(parts?.get('mode')).toMatchObject({ filename: undefined });
    expect(parts?.get('mode')?.bytes.toString()).toBe('label');
  });

  it('keeps an empty file and an empty field', async () => {
    const form = new FormData();
    form.set('photo', new File([], 'empty.jpg'));
    form.set('mode', '');
    const { body, boundary } = await encoded(form);
    const parts = await splitMultipart(body, boundary as string);
    expect(parts?.get('photo')?.bytes.length).toBe(0);
    expect(parts?.get('mode')?.bytes.length).toBe(0);
  });

  it('refuses bodies that are not well formed', async () => {
    expect(await splitMultipart(Buffer.from('no boundary here'), 'xyz')).toBeUndefined();
    expect(
      await splitMultipart(
        Buffer.from('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end'),
        'xyz',
      ),
    ).toBeUndefined();
    expect(
      await splitMultipart(Buffer.from('--xyz\r\nX-Other: 1\r\n\r\nv\r\n--xyz--'), 'xyz'),
    ).toBeUndefined();
    expect(await splitMultipart(Buffer.from('--xyz--\r\n'), 'xyz')).toEqual(new Map());
  });

  it('finds a boundary that straddles two search windows, and skips one not on a line of its own', async () => {
    const boundary = 'b0undary';
    for (const size of [512 * 1024 - 5, 512 * 1024 - 2, 512 * 1024 + 3, 1_100_000]) {
      const content = Buffer.alloc(size, 0x41);
      // The boundary inside a line is content, not a delimiter.
      content.write(`x--${boundary}`, 100, 'latin1');
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p"\r\n\r\n`),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const parts = await splitMultipart(body, boundary);
      expect(parts?.get('photo')?.bytes.equals(content)).toBe(true);
    }
  });

  it('finds the boundary of multipart/form-data only', () => {
    expect(boundaryOf('multipart/form-data; boundary=----abc')).toBe('----abc');
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(boundaryOf('application/x-www-form-urlencoded')).toBeUndefined();
    expect(boundaryOf(undefined)).toBeUndefined();
  });
});
