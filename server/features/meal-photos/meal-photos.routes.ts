import type { IncomingMessage } from 'node:http';
import { Hono } from 'hono';
import {
  composeMealDescription,
  type PhotoAnalysisResponse,
  type PhotoCapabilities,
  type PhotoMode,
} from '#domain/meal-photos/photo-analysis.ts';
import { checkPhoto, PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '#domain/meal-photos/photo-file.ts';
import type { AppDeps, SignedInEnv } from '#server/app-env.ts';
import { reserveInWindow } from '#server/db/rate-limit.ts';
import { boundaryOf, splitMultipart } from '#server/http/multipart-form.ts';
import { ProblemError, problem } from '#server/http/problem.ts';
import { readIncomingBody } from '#server/http/read-incoming-body.ts';
import { bodySizeLimit } from '#server/middleware/body-size-limit.ts';
import { requireSession } from '#server/middleware/require-session.ts';
import { type NormalisedPhoto, PhotoDecodeError } from '#server/photos/photo-processor.ts';
import { analyzeMealPhoto } from './analyze-meal-photo.ts';

// A meal photo is read into memory, checked by its bytes, redrawn without metadata, handed to the
// provider (meal) or the label reader (label), and dropped: nothing is kept, on disk or elsewhere.
// The redraw and the reading happen in the photo process (server/photo-process/): this module
// never decodes an image, so the server's loop and memory never hold a decoded photo.

/** The whole multipart body: the photo plus the form's boundaries and the mode field. */
export const photoUploadBodyLimit = PHOTO_MAX_BYTES + 64 * 1024;
export const PHOTO_UPLOADS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;
/** What the provider sees: enough for a plate, small enough to send quickly. */
export const MEAL_PHOTO_MAX_SIDE = 1024;
// A label's small print needs more pixels than a plate.
const LABEL_PHOTO_MAX_SIDE = 2000;

function capabilitiesOf(deps: AppDeps): PhotoCapabilities {
  const modes: PhotoMode[] = [];
  if (deps.ai) modes.push('meal');
  if (deps.readLabel) modes.push('label');
  return { modes, provider: deps.config.ai ? new URL(deps.config.ai.baseUrl).host : null };
}

const fail = (status: 400 | 413 | 415 | 422 | 429 | 502 | 503 | 504, code: string, detail: string) =>
  new ProblemError(status, code, detail);

/**
 * The photo process's refusals while redrawing, by the names server/photo-process/ gives them: too
 * many photos waiting, a photo that took it too long, and anything else (its child stopped).
 */
function processingFailure(error: unknown): ProblemError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'OcrBusyError') return fail(503, 'photo_processor_busy', PHOTO_MESSAGES.processFailed);
  if (name === 'OcrTimeoutError')
    return fail(504, 'photo_processing_timed_out', PHOTO_MESSAGES.processFailed);
  return fail(502, 'photo_processing_failed', PHOTO_MESSAGES.processFailed);
}

export const mealPhotosRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get('/capabilities', (c) => c.json(capabilitiesOf(c.get('deps'))))
  .post(
    '/analyze',
    bodySizeLimit({
      maxSize: photoUploadBodyLimit,
      onError: (c) => problem(c, 413, 'photo_too_large', PHOTO_MESSAGES.tooLarge),
    }),
    async (c) => {
      const deps = c.get('deps');
      // The body as one buffer, read straight from Node's request where there is one, and the
      // photo as a view into it: the event loop never parses the 10 MB as a form nor copies the
      // photo out of it (server/http/read-incoming-body.ts, multipart-form.ts).
      const boundary = boundaryOf(c.req.header('content-type'));
      let parts: Awaited<ReturnType<typeof splitMultipart>> | undefined;
      try {
        if (boundary) {
          const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
          const body =
            (await readIncomingBody(incoming, photoUploadBodyLimit)) ??
            Buffer.from(await c.req.arrayBuffer());
          parts = await splitMultipart(body, boundary);
        }
      } catch {
        throw fail(400, 'photo_unreadable', PHOTO_MESSAGES.readFailed);
      }
      const photo = parts?.get('photo');
      if (!photo || photo.filename === undefined)
        throw fail(400, 'photo_unreadable', PHOTO_MESSAGES.readFailed);
      const modePart = parts?.get('mode');
      const mode = modePart ? modePart.filename === undefined && modePart.bytes.toString('utf8') : 'meal';
      if (mode !== 'meal' && mode !== 'label')
        throw fail(400, 'photo_mode', 'The mode must be meal or label.');
      if (mode === 'meal' && !deps.ai) throw fail(422, 'no_provider', PHOTO_MESSAGES.analyzeFailed);
      // A mode this server does not offer (its capabilities say which) is the request's fault, not
      // an outage: 422 for both, as the client was told in GET /capabilities.
      if (mode === 'label' && !deps.readLabel)
        throw fail(422, 'label_reading_unavailable', PHOTO_MESSAGES.analyzeFailed);

      const bytes = photo.bytes;
      const checked = checkPhoto(bytes.length, bytes.subarray(0, 16));
      if (!checked.ok) {
        const tooLarge = checked.message === PHOTO_MESSAGES.tooLarge;
        throw fail(tooLarge ? 413 : 415, tooLarge ? 'photo_too_large' : 'photo_type', checked.message);
      }
      const user = c.get('user');
      const allowed = await reserveInWindow(deps.pool, {
        key: `meal-photos:${user.id}`,
        limit: PHOTO_UPLOADS_PER_HOUR,
        windowMs: HOUR_MS,
      });
      if (!allowed) {
        throw fail(
          429,
          'photo_rate_limited',
          `You can analyse up to ${PHOTO_UPLOADS_PER_HOUR} photos an hour. Please try again later.`,
        );
      }

      let normalised: NormalisedPhoto;
      try {
        normalised = await deps.normalisePhoto(
          bytes,
          checked.kind,
          mode === 'meal' ? MEAL_PHOTO_MAX_SIDE : LABEL_PHOTO_MAX_SIDE,
        );
      } catch (error) {
        if (!(error instanceof PhotoDecodeError)) {
          deps.logger.warn(
            { err: error, event: 'photo-processing-failed', requestId: c.get('requestId') },
            'photo could not be processed',
          );
          throw processingFailure(error);
        }
        deps.logger.warn(
          { event: 'photo-undecodable', kind: checked.kind, requestId: c.get('requestId') },
          'photo could not be decoded',
        );
        throw fail(422, 'photo_undecodable', PHOTO_MESSAGES.processFailed);
      }

      if (mode === 'label' && deps.readLabel) {
        const reading = await deps.readLabel(normalised.jpeg).catch((error: unknown) => {
          deps.logger.warn(
            { err: error, event: 'label-reading-failed', requestId: c.get('requestId') },
            'label reading failed',
          );
          // Too many photos already waiting for the engine (server/ocr/ocr-pool.ts): a moment later may work.
          if (error instanceof Error && error.name === 'OcrBusyError')
            throw fail(503, 'label_reader_busy', PHOTO_MESSAGES.analyzeFailed);
          // The pool gave the photo up after its 30 s (its worker is ended, the next photo gets a new one).
          if (error instanceof Error && error.name === 'OcrTimeoutError')
            throw fail(504, 'label_reading_timed_out', PHOTO_MESSAGES.analyzeFailed);
          throw fail(502, 'label_reading_failed', PHOTO_MESSAGES.analyzeFailed);
        });
        const description = composeMealDescription({ description: '', ingredients: reading.ingredients });
        // No ingredients list found (a photo of something else, or too blurred to read).
        if (description === '') throw fail(422, 'no_ingredients_found', PHOTO_MESSAGES.analyzeFailed);
        const body: PhotoAnalysisResponse = {
          mode,
          description,
          ingredients: reading.ingredients,
          confidence: reading.confidence,
        };
        return c.json(body);
      }

      const ai = deps.ai;
      const aiConfig = deps.config.ai;
      if (!ai || !aiConfig) throw fail(422, 'no_provider', PHOTO_MESSAGES.analyzeFailed);
      const result = await analyzeMealPhoto(ai, normalised.jpeg, {
        model: aiConfig.visionModel,
        timeoutMs: aiConfig.visionTimeoutMs,
      });
      if (!result.ok) {
        // The reason and status only: never the reply, which may describe the photo.
        deps.logger.warn(
          {
            event: 'photo-analysis-failed',
            reason: result.reason,
            status: result.status,
            problems: result.problems,
            requestId: c.get('requestId'),
          },
          'meal photo analysis failed',
        );
        throw fail(
          result.reason === 'timeout' ? 504 : 502,
          `analysis_${result.reason.replace(/-/g, '_')}`,
          PHOTO_MESSAGES.analyzeFailed,
        );
      }
      const description = composeMealDescription(result.value);
      if (description === '') throw fail(422, 'no_food_found', PHOTO_MESSAGES.analyzeFailed);
      const body: PhotoAnalysisResponse = {
        mode,
        description,
        ingredients: result.value.ingredients,
        confidence: result.value.confidence,
      };
      return c.json(body);
    },
  );
