import { Hono } from 'hono';
import { z } from 'zod';
import {
  isLocalPushEndpoint,
  pauseRemindersSchema,
  pushSubscriptionSchema,
  reminderInputSchema,
  reminderMessages,
  reminderPresetSchema,
  reminderSettingsSchema,
} from '#domain/reminders/reminders.ts';
import type { SignedInEnv } from '#server/app-env.ts';
import { testReminderEmail } from '#server/features/reminders/sender/reminder-email.ts';
import { problem } from '#server/http/problem.ts';
import { validate } from '#server/http/validate.ts';
import { requireSession } from '#server/middleware/require-session.ts';
import {
  createPreset,
  createReminder,
  deleteDevice,
  deleteReminder,
  readDevices,
  readOverview,
  saveDevice,
  saveSettings,
  sendRemindersByEmail,
  setPause,
  updateReminder,
} from './reminders.service.ts';

const idParam = z.strictObject({ id: z.uuid({ error: 'That is not a reminder or device id.' }) });
const testSchema = z.strictObject({
  channel: z.enum(['push', 'email'], { error: reminderMessages.channel }),
});

const DAY_MS = 86_400_000;

export const remindersRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get('/', async (c) => {
    const { db, reminders } = c.var.deps;
    const keys = await reminders.vapidKeys();
    return c.json(
      await readOverview(db, c.var.user.id, {
        pushPublicKey: keys.publicKey,
        emailAvailable: reminders.emailAvailable,
      }),
    );
  })
  .post('/', validate('json', reminderInputSchema), async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await createReminder(db, c.var.user.id, c.req.valid('json'), now()), 201);
  })
  .post('/presets', validate('json', reminderPresetSchema), async (c) => {
    const { db, now } = c.var.deps;
    const { preset, channel } = c.req.valid('json');
    return c.json({ reminders: await createPreset(db, c.var.user.id, preset, channel, now()) }, 201);
  })
  .post('/by-email', async (c) => {
    const { db, now, reminders } = c.var.deps;
    if (!reminders.emailAvailable) {
      return problem(c, 409, 'email_unavailable', 'This Tend cannot send emails: no mail server is set up.');
    }
    return c.json({ changed: await sendRemindersByEmail(db, c.var.user.id, now()) });
  })
  .put('/settings', validate('json', reminderSettingsSchema), async (c) => {
    const { db, now } = c.var.deps;
    await saveSettings(db, c.var.user.id, c.req.valid('json'), now());
    return c.body(null, 204);
  })
  .post('/pause', validate('json', pauseRemindersSchema), async (c) => {
    const { db, now } = c.var.deps;
    const current = now();
    const pausedUntil = new Date(current.getTime() + c.req.valid('json').days * DAY_MS);
    await setPause(db, c.var.user.id, pausedUntil, current);
    return c.json({ pausedUntil: pausedUntil.toISOString() });
  })
  .delete('/pause', async (c) => {
    const { db, now } = c.var.deps;
    await setPause(db, c.var.user.id, null, now());
    return c.body(null, 204);
  })
  .post('/devices', validate('json', pushSubscriptionSchema), async (c) => {
    const { db, config } = c.var.deps;
    const subscription = c.req.valid('json');
    // A push service on this machine is for development and tests only.
    if (config.isProduction && isLocalPushEndpoint(subscription.endpoint)) {
      return problem(c, 400, 'validation_failed', reminderMessages.endpoint, [
        { field: 'endpoint', message: reminderMessages.endpoint },
      ]);
    }
    const device = await saveDevice(db, c.var.user.id, {
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      label: subscription.label || 'A browser',
    });
    return c.json(device, 201);
  })
  .delete('/devices/:id', validate('param', idParam), async (c) => {
    await deleteDevice(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/test', validate('json', testSchema), async (c) => {
    const { db, reminders, logger } = c.var.deps;
    const user = c.var.user;
    if (c.req.valid('json').channel === 'email') {
      await reminders.mailer.send(testReminderEmail(user.email, c.var.deps.config.appUrl));
      return c.json({ email: true, devices: [] });
    }
    const devices = await readDevices(db, user.id);
    if (devices.length === 0) {
      return problem(
        c,
        409,
        'no_devices',
        'No device of yours allows notifications yet. Turn them on for this device first.',
      );
    }
    const results = [];
    for (const device of devices) {
      const result = await reminders.sendPush(device, {
        title: 'Tend',
        body: 'This is how your reminders will look.',
        url: '/app/profile',
        tag: 'reminder-test',
      });
      if (result.outcome === 'gone') await deleteDevice(db, user.id, device.id).catch(() => undefined);
      if (result.outcome === 'failed') {
        logger.warn({ subscriptionId: device.id, reason: result.reason }, 'test notification failed');
      }
      results.push({ id: device.id, label: device.label, outcome: result.outcome });
    }
    return c.json({ email: false, devices: results });
  })
  .put('/:id', validate('param', idParam), validate('json', reminderInputSchema), async (c) => {
    const { db, now } = c.var.deps;
    return c.json(
      await updateReminder(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'), now()),
    );
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    await deleteReminder(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
