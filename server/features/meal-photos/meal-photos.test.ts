import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '#domain/meal-photos/photo-file.ts';
import { createLogger } from '#server/logger.ts';
import {
  closeSharedPhotoProcess,
  createPhotoProcess,
  sharedPhotoProcess,
} from '#server/photo-process/photo-process.ts';
import type { LabelReader } from '#server/photos/label-reader.ts';
import type { PhotoNormaliser } from '#server/photos/photo-processor.ts';
import { startFakeChatCompletions } from '#server/test/fake-chat-completions.ts';
import { renderLabelPhoto, testLabels } from '#server/test/label-images.ts';
import { createTestApp, testAppUrl } from '#server/test/test-app.ts';
import { signUp, socketFrom, uniqueIp } from '#server/test/users.ts';
import { mealPhotoJsonSchema } from './analyze-meal-photo.ts';
import { PHOTO_UPLOADS_PER_HOUR } from './meal-photos.routes.ts';

// The photo route through the real app, against real PostgreSQL and a real HTTP server speaking
// the chat-completions protocol: what the person gets back, and exactly what Tend sent out.

const provider = await startFakeChatCompletions();
const lines: string[] = [];
const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
const labelImages: Buffer[] = [];
// The OCR pool's refusals (server/ocr/ocr-pool.ts), by the names the route tells them apart by.
let labelReaderFailure: 'OcrBusyError' | 'OcrTimeoutError' | undefined;
const readLabel: LabelReader = async (image) => {
  if (labelReaderFailure) {
    const failure = new Error('The label reader refused');
    failure.name = labelReaderFailure;
    throw failure;
  }
  labelImages.push(image);
  return {
    ingredients: ['rolled oats', 'cane sugar', 'sea salt'],
    text: 'INGREDIENTS: ...',
    confidence: 0.91,
  };
};
const withProvider = createTestApp({
  env: {
    AI_BASE_URL: provider.baseUrl,
    AI_API_KEY: 'sk-photo-key',
    AI_MODEL: 'tend-words',
    AI_VISION_MODEL: 'tend-eyes',
    AI_VISION_TIMEOUT_MS: '600',
  },
  logger,
  readLabel,
});
const withoutProvider = createTestApp();
// As the server wires it (server/index.ts): photos redrawn and read in the photo process, no provider.
const withLabelReader = createTestApp({ readLabel: (image) => sharedPhotoProcess().readLabel(image) });
// A photo process of its own, whose child the tests kill in the middle of a photo.
const killable = createPhotoProcess();
let killDuring: 'normalise' | 'read-label' | undefined;
const killChild = () => {
  const pid = killable.stats().pid;
  if (pid) process.kill(pid, 'SIGKILL');
};
const withKillableProcess = createTestApp({
  normalisePhoto: (bytes, kind, maxSide) => {
    const redrawn = killable.normalise(bytes, kind, maxSide);
    if (killDuring === 'normalise') killChild();
    return redrawn;
  },
  readLabel: (image) => {
    const reading = killable.readLabel(image);
    if (killDuring === 'read-label') killChild();
    return reading;
  },
});
// The route with a photo processor of the test's own: it needs nothing else to redraw a photo.
const normaliserCalls: { size: number; kind: string; maxSide: number }[] = [];
let normaliserFailure: string | undefined;
const fakeNormaliser: PhotoNormaliser = async (bytes, kind, maxSide) => {
  normaliserCalls.push({ size: bytes.length, kind, maxSide });
  if (normaliserFailure) {
    const failure = new Error('The photo process refused');
    failure.name = normaliserFailure;
    throw failure;
  }
  return { jpeg: Buffer.from('redrawn by the test'), width: 10, height: 20 };
};
const withFakeNormaliser = createTestApp({
  env: { AI_BASE_URL: provider.baseUrl, AI_API_KEY: 'sk-photo-key', AI_MODEL: 'tend-words' },
  normalisePhoto: fakeNormaliser,
});
afterAll(async () => {
  await withProvider.close();
  await withoutProvider.close();
  await withLabelReader.close();
  await withKillableProcess.close();
  await withFakeNormaliser.close();
  await killable.close();
  await closeSharedPhotoProcess();
  await provider.close();
});
beforeEach(() => {
  provider.reset();
  lines.length = 0;
  labelImages.length = 0;
});

type App = typeof withProvider.app;

function upload(
  app: App,
  cookie: string,
  file: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
  mode?: string,
) {
  const form = new FormData();
  form.set('photo', new File([file.bytes], file.name, { type: file.type }));
  if (mode) form.set('mode', mode);
  return app.request(
    '/api/meal-photos/analyze',
    { method: 'POST', body: form, headers: { origin: testAppUrl, cookie } },
    socketFrom(uniqueIp()),
  );
}

/** A phone photo: 3000 x 2000 stored sideways (EXIF orientation 6), with a camera and a location. */
async function phonePhoto() {
  // Grain, so the JPEG weighs what a phone's does (megabytes, far over the JSON routes' 64 KiB).
  return sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 140, sigma: 40 },
    },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestPhone', Model: 'Camera 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

const answer = {
  description: 'Chicken salad',
  cookingMethod: 'Grilled',
  ingredients: ['chicken', 'lettuce', 'tomato'],
  confidence: 0.82,
};

async function problemOf(response: Response) {
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  return (await response.json()) as { status: number; code: string; detail: string };
}

function sentImage(index = 0) {
  const content = provider.requests[index]?.body?.messages?.find((message) => message.role === 'user')
    ?.content as unknown as { type: string; image_url?: { url: string } }[];
  const url = content.find((part) => part.type === 'image_url')?.image_url?.url ?? '';
  return url;
}

describe('POST /api/meal-photos/analyze with a provider', () => {
  it('sends the photo upright, at most 1024 px, without EXIF, as a JPEG data URL with the schema', async () => {
    const { cookie } = await signUp(withProvider.app);
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ orientation: 6, width: 3000, height: 2000 });
    expect(original.length).toBeGreaterThan(1024 * 1024);
    expect(before.exif?.toString('latin1')).toContain('TestPhone');
    provider.script({ content: JSON.stringify(answer) });

    const response = await upload(withProvider.app, cookie, {
      bytes: original,
      name: 'IMG_0042.JPG',
      type: 'image/jpeg',
    });

    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({
      mode: 'meal',
      description: 'Grilled chicken salad with lettuce, tomato',
      ingredients: ['chicken', 'lettuce', 'tomato'],
      confidence: 0.82,
    });
    expect(provider.requests).toHaveLength(1);
    const request = provider.requests[0];
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-photo-key');
    expect(request?.body).toMatchObject({
      model: 'tend-eyes',
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'meal_photo_analysis', strict: true, schema: mealPhotoJsonSchema },
      },
    });
    expect(mealPhotoJsonSchema).toMatchObject({
      required: ['description', 'cookingMethod', 'ingredients', 'confidence'],
      additionalProperties: false,
    });
    const url = sentImage();
    expect(url).toMatch(/^data:image\/jpeg;base64,/);
    const sent = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    const metadata = await sharp(sent).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 683, height: 1024 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(request?.raw).not.toContain('TestPhone');
  });

  it('judges the file by its bytes, not its name or type', async () => {
    const { cookie } = await signUp(withProvider.app);
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#3a7' } })
      .png()
      .toBuffer();
    provider.script({ content: JSON.stringify({ ...answer, confidence: 0.3 }) });
    const accepted = await upload(withProvider.app, cookie, {
      bytes: png,
      name: 'meal.gif',
      type: 'image/gif',
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ confidence: 0.3 });
    const small = await sharp(Buffer.from(sentImage().split(',')[1] ?? '', 'base64')).metadata();
    expect(small).toMatchObject({ format: 'jpeg', width: 40, height: 30 });

    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const refused = await upload(withProvider.app, cookie, {
      bytes: gif,
      name: 'lunch.jpg',
      type: 'image/jpeg',
    });
    expect(refused.status).toBe(415);
    expect(await problemOf(refused)).toMatchObject({
      code: 'photo_type',
      detail: 'Please upload a valid image file (JPEG, PNG, WebP, or HEIC)',
    });
    expect(provider.requests).toHaveLength(1);
  });

  it('refuses a file over 10 MB, and a body over the limit before reading it', async () => {
    const { cookie } = await signUp(withProvider.app);
    const justOver = Buffer.alloc(PHOTO_MAX_BYTES + 1);
    justOver.set([0xff, 0xd8, 0xff, 0xdb]);
    const refused = await upload(withProvider.app, cookie, {
      bytes: justOver,
      name: 'big.jpg',
      type: 'image/jpeg',
    });
    expect(refused.status).toBe(413);
    expect(await problemOf(refused)).toMatchObject({
      detail: 'Image file is too large. Please choose an image smaller than 10MB.',
    });
    const huge = await upload(withProvider.app, cookie, {
      bytes: Buffer.alloc(PHOTO_MAX_BYTES + 200_000),
      name: 'huge.jpg',
      type: 'image/jpeg',
    });
    expect(huge.status).toBe(413);
    expect(await problemOf(huge)).toMatchObject({
      detail: 'Image file is too large. Please choose an image smaller than 10MB.',
    });
    expect(provider.requests).toHaveLength(0);
  });

  it('keeps the 64 KiB limit on every other route', async () => {
    const { cookie } = await signUp(withProvider.app);
    const response = await withProvider.app.request(
      '/api/profile',
      {
        method: 'PUT',
        body: JSON.stringify({ name: 'x'.repeat(70 * 1024) }),
        headers: { origin: testAppUrl, cookie, 'content-type': 'application/json' },
      },
      socketFrom(uniqueIp()),
    );
    expect(response.status).toBe(413);
  });

  it("answers 'Failed to process image' for bytes that start like a photo but are not one", async () => {
    const { cookie } = await signUp(withProvider.app);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const response = await upload(withProvider.app, cookie, {
      bytes: broken,
      name: 'a.jpg',
      type: 'image/jpeg',
    });
    expect(response.status).toBe(422);
    expect(await problemOf(response)).toMatchObject({
      code: 'photo_undecodable',
      detail: 'Failed to process image',
    });
    expect(provider.requests).toHaveLength(0);
  });

  it("answers 'Failed to read image file' when no photo arrives", async () => {
    const { cookie } = await signUp(withProvider.app);
    const form = new FormData();
    form.set('mode', 'meal');
    const response = await withProvider.app.request(
      '/api/meal-photos/analyze',
      { method: 'POST', body: form, headers: { origin: testAppUrl, cookie } },
      socketFrom(uniqueIp()),
    );
    expect(response.status).toBe(400);
    expect(await problemOf(response)).toMatchObject({
      code: 'photo_unreadable',
      detail: 'Failed to read image file',
    });
  });

  it.each([
    ['answers 500', [{ status: 500, body: '{"error":"boom"}' }], 502, 'analysis_http_error'],
    [
      'takes longer than the deadline',
      [{ content: JSON.stringify(answer), delayMs: 1500 }],
      504,
      'analysis_timeout',
    ],
    [
      'sends invalid JSON twice',
      [{ content: 'a salad, I think' }, { content: '{"description":' }],
      502,
      'analysis_invalid_json',
    ],
    [
      'sends a confidence above 1 twice',
      [
        { content: JSON.stringify({ ...answer, confidence: 3 }) },
        { content: JSON.stringify({ ...answer, confidence: 2 }) },
      ],
      502,
      'analysis_failed_check',
    ],
  ])("answers 'Failed to analyze photo' when the provider %s", async (_, script, status, code) => {
    const { cookie } = await signUp(withProvider.app);
    provider.script(...script);
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const response = await upload(withProvider.app, cookie, {
      bytes: jpeg,
      name: 'x.jpg',
      type: 'image/jpeg',
    });
    expect(response.status).toBe(status);
    expect(await problemOf(response)).toMatchObject({ code, detail: 'Failed to analyze photo' });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(expect.objectContaining({ event: 'photo-analysis-failed' }));
    // The log says why, never what the provider wrote about the photo.
    expect(lines.join('\n')).not.toContain('a salad, I think');
  });

  it('repairs a reply once before using it', async () => {
    const { cookie } = await signUp(withProvider.app);
    provider.script({ content: 'not json' }, { content: JSON.stringify({ ...answer, cookingMethod: null }) });
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const response = await upload(withProvider.app, cookie, {
      bytes: jpeg,
      name: 'x.jpg',
      type: 'image/jpeg',
    });
    expect(await response.json()).toMatchObject({ description: 'Chicken salad with lettuce, tomato' });
    expect(provider.requests).toHaveLength(2);
  });

  it('reads a HEIF photo (ISO BMFF, brand mif1) and sends it as a JPEG', async () => {
    const { cookie } = await signUp(withProvider.app);
    // sharp writes HEIF with AV1 (prebuilt libvips has no HEVC encoder) and brands it 'avif';
    // 'mif1' is the brand of a plain HEIF image, which is what a HEIC decoder is asked to read.
    const heif = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b85' } })
      .heif({ compression: 'av1' })
      .toBuffer();
    heif.write('mif1', 8, 'latin1');
    provider.script({ content: JSON.stringify(answer) });
    const response = await upload(withProvider.app, cookie, { bytes: heif, name: 'IMG_1.HEIC', type: '' });
    expect(response.status, await response.clone().text()).toBe(200);
    const url = sentImage();
    expect(url).toMatch(/^data:image\/jpeg;base64,/);
    expect(await sharp(Buffer.from(url.split(',')[1] ?? '', 'base64')).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1024,
      height: 768,
    });
  });

  it('reads a label with the label reader, never the provider', async () => {
    const { cookie } = await signUp(withProvider.app);
    const label = await phonePhoto();
    const response = await upload(
      withProvider.app,
      cookie,
      { bytes: label, name: 'label.jpg', type: 'image/jpeg' },
      'label',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      mode: 'label',
      description: 'rolled oats, cane sugar, sea salt',
      ingredients: ['rolled oats', 'cane sugar', 'sea salt'],
      confidence: 0.91,
    });
    expect(provider.requests).toHaveLength(0);
    const seen = await sharp(labelImages[0]).metadata();
    expect(seen).toMatchObject({ format: 'jpeg', width: 1333, height: 2000 });
    expect(seen.exif).toBeUndefined();
  });

  it('says the label reader is busy when too many photos wait for it, and when a photo took it too long', async () => {
    const { cookie } = await signUp(withProvider.app);
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    labelReaderFailure = 'OcrBusyError';
    try {
      const busy = await upload(
        withProvider.app,
        cookie,
        { bytes: jpeg, name: 'l.jpg', type: 'image/jpeg' },
        'label',
      );
      expect(busy.status).toBe(503);
      expect(await problemOf(busy)).toMatchObject({
        code: 'label_reader_busy',
        detail: 'Failed to analyze photo',
      });
      labelReaderFailure = 'OcrTimeoutError';
      const late = await upload(
        withProvider.app,
        cookie,
        { bytes: jpeg, name: 'l.jpg', type: 'image/jpeg' },
        'label',
      );
      expect(late.status).toBe(504);
      expect(await problemOf(late)).toMatchObject({
        code: 'label_reading_timed_out',
        detail: 'Failed to analyze photo',
      });
    } finally {
      labelReaderFailure = undefined;
    }
  });

  it(`limits a person to ${PHOTO_UPLOADS_PER_HOUR} photos an hour`, async () => {
    const { cookie, userId } = await signUp(withProvider.app);
    await withProvider.pool.query(
      'insert into rate_limit (id, key, count, last_request) values ($1, $2, $3, $4)',
      [crypto.randomUUID(), `meal-photos:${userId}`, PHOTO_UPLOADS_PER_HOUR - 1, Date.now() - 10 * 60_000],
    );
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    provider.script({ content: JSON.stringify(answer) });
    expect(
      (await upload(withProvider.app, cookie, { bytes: jpeg, name: 'x.jpg', type: 'image/jpeg' })).status,
    ).toBe(200);
    const refused = await upload(withProvider.app, cookie, {
      bytes: jpeg,
      name: 'x.jpg',
      type: 'image/jpeg',
    });
    expect(refused.status).toBe(429);
    expect(await problemOf(refused)).toMatchObject({ code: 'photo_rate_limited' });
    expect(provider.requests).toHaveLength(1);
    // Another person is not held back by it.
    const other = await signUp(withProvider.app);
    provider.script({ content: JSON.stringify(answer) });
    expect(
      (await upload(withProvider.app, other.cookie, { bytes: jpeg, name: 'x.jpg', type: 'image/jpeg' }))
        .status,
    ).toBe(200);
  });

  it('says which modes it offers and which provider sees meal photos', async () => {
    const { cookie } = await signUp(withProvider.app);
    const response = await withProvider.app.request('/api/meal-photos/capabilities', { headers: { cookie } });
    expect(await response.json()).toEqual({
      modes: ['meal', 'label'],
      provider: new URL(provider.baseUrl).host,
    });
  });
});

describe('POST /api/meal-photos/analyze without a provider', () => {
  it('offers no meal analysis and says so', async () => {
    const { cookie } = await signUp(withoutProvider.app);
    const capabilities = await withoutProvider.app.request('/api/meal-photos/capabilities', {
      headers: { cookie },
    });
    expect(await capabilities.json()).toEqual({ modes: [], provider: null });
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const meal = await upload(
      withoutProvider.app,
      cookie,
      { bytes: jpeg, name: 'x.jpg', type: 'image/jpeg' },
      'meal',
    );
    expect(meal.status).toBe(422);
    expect(await problemOf(meal)).toMatchObject({ code: 'no_provider', detail: 'Failed to analyze photo' });
    const label = await upload(
      withoutProvider.app,
      cookie,
      { bytes: jpeg, name: 'x.jpg', type: 'image/jpeg' },
      'label',
    );
    expect(label.status).toBe(422);
    expect(await problemOf(label)).toMatchObject({ code: 'label_reading_unavailable' });
  });

  it('needs a session', async () => {
    const response = await upload(withoutProvider.app, '', {
      bytes: Buffer.from([0xff, 0xd8, 0xff]),
      name: 'x.jpg',
      type: 'image/jpeg',
    });
    expect(response.status).toBe(401);
  });
});

describe('POST /api/meal-photos/analyze with the real label reader', () => {
  it('reads the ingredients of a label photo rendered by the test, sideways in its EXIF', async () => {
    const { cookie } = await signUp(withLabelReader.app);
    const capabilities = await withLabelReader.app.request('/api/meal-photos/capabilities', {
      headers: { cookie },
    });
    expect(await capabilities.json()).toEqual({ modes: ['label'], provider: null });
    const label = testLabels[0];
    if (!label) throw new Error('no test label');
    // Stored turned a quarter (as a phone held sideways does), with EXIF saying how to stand it up:
    // read only if the route turns it upright first.
    const sideways = await sharp(renderLabelPhoto(label))
      .rotate(-90)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload(
      withLabelReader.app,
      cookie,
      { bytes: sideways, name: 'label.jpg', type: 'image/jpeg' },
      'label',
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const body = (await response.json()) as { mode: string; description: string; ingredients: string[] };
    expect(body.mode).toBe('label');
    const read = body.ingredients.map((ingredient) => ingredient.toLowerCase());
    const found = label.ingredients.filter((ingredient) =>
      read.some((each) => each.includes(ingredient.toLowerCase())),
    );
    expect(found.length / label.ingredients.length).toBeGreaterThanOrEqual(0.8);
    expect(body.description).toBe(body.ingredients.join(', '));
  }, 30_000);

  it("answers 'Failed to analyze photo' when no ingredients list is found", async () => {
    const { cookie } = await signUp(withLabelReader.app);
    const plain = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#7a5' } })
      .jpeg()
      .toBuffer();
    const response = await upload(
      withLabelReader.app,
      cookie,
      { bytes: plain, name: 'plate.jpg', type: 'image/jpeg' },
      'label',
    );
    expect(response.status).toBe(422);
    expect(await problemOf(response)).toMatchObject({
      code: 'no_ingredients_found',
      detail: 'Failed to analyze photo',
    });
  }, 30_000);
});

describe('POST /api/meal-photos/analyze and the photo process', () => {
  const smallJpeg = () =>
    sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();

  it('hands the photo to the injected processor and sends what it redrew', async () => {
    const { cookie } = await signUp(withFakeNormaliser.app);
    normaliserCalls.length = 0;
    const jpeg = await smallJpeg();
    provider.script({ content: JSON.stringify(answer) });
    const response = await upload(withFakeNormaliser.app, cookie, {
      bytes: jpeg,
      name: 'x.jpg',
      type: 'image/jpeg',
    });
    expect(response.status).toBe(200);
    expect(normaliserCalls).toEqual([{ size: jpeg.length, kind: 'jpeg', maxSide: 1024 }]);
    expect(sentImage()).toBe(
      `data:image/jpeg;base64,${Buffer.from('redrawn by the test').toString('base64')}`,
    );
  });

  it.each([
    ['OcrBusyError', 503, 'photo_processor_busy'],
    ['OcrTimeoutError', 504, 'photo_processing_timed_out'],
    ['PhotoProcessCrashedError', 502, 'photo_processing_failed'],
  ])('answers %s while redrawing with %i', async (name, status, code) => {
    const { cookie } = await signUp(withFakeNormaliser.app);
    normaliserFailure = name;
    try {
      const response = await upload(withFakeNormaliser.app, cookie, {
        bytes: await smallJpeg(),
        name: 'x.jpg',
        type: 'image/jpeg',
      });
      expect(response.status).toBe(status);
      expect(await problemOf(response)).toMatchObject({ code, detail: 'Failed to process image' });
      expect(provider.requests).toHaveLength(0);
    } finally {
      normaliserFailure = undefined;
    }
  });

  it('fails only the photo whose child was killed (502), and the next photo works', async () => {
    const { cookie } = await signUp(withKillableProcess.app);
    const label = testLabels[0];
    if (!label) throw new Error('no test label');
    const photo = { bytes: new Uint8Array(renderLabelPhoto(label)), name: 'label.png', type: 'image/png' };
    try {
      killDuring = 'read-label';
      const killedReading = await upload(withKillableProcess.app, cookie, photo, 'label');
      expect(killedReading.status).toBe(502);
      expect(await problemOf(killedReading)).toMatchObject({
        code: 'label_reading_failed',
        detail: 'Failed to analyze photo',
      });
      killDuring = 'normalise';
      const killedRedraw = await upload(withKillableProcess.app, cookie, photo, 'label');
      expect(killedRedraw.status).toBe(502);
      expect(await problemOf(killedRedraw)).toMatchObject({ code: 'photo_processing_failed' });
    } finally {
      killDuring = undefined;
    }
    const next = await upload(withKillableProcess.app, cookie, photo, 'label');
    expect(next.status, await next.clone().text()).toBe(200);
    expect(((await next.json()) as { ingredients: string[] }).ingredients.length).toBeGreaterThan(0);
  }, 30_000);
});
