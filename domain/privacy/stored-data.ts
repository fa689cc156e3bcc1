// Every kind of personal data Tend keeps, in plain words: the one list the Privacy Policy's "What
// Tend stores" and the account-deleted page's "What was erased" are drawn from. A server test
// (server/db/stored-data.test.ts) holds it to the database: every table that holds a person's rows
// is named here, every table named here exists, and what is said to be erased with the account
// is deleted with the person's row. A new table therefore cannot ship without a line here, and the
// policy cannot fall behind what Tend stores.

/** On the operator's server (its PostgreSQL), or in the person's browser on their device. */
export type StoredDataPlace = 'server' | 'device';

export type StoredDataGroup = 'account' | 'health' | 'journal' | 'derived' | 'reminders' | 'device';

export type StoredDataKind = {
  id: string;
  group: StoredDataGroup;
  /** A short name, as a list item's lead: 'Bowel movements'. */
  label: string;
  /** What exactly is kept, and why where it is not obvious, in a sentence or two. */
  description: string;
  place: StoredDataPlace;
  /** The database tables that hold it; none for what stays on the device. */
  tables: readonly string[];
  /**
   * Erased at once when the person deletes their account: with their row in the database (every
   * such table's rows are deleted with it), or, on the device, by the deletion in that browser.
   */
  erasedWithAccount: boolean;
};

export const storedDataGroups: Readonly<Record<StoredDataGroup, string>> = {
  account: 'Your account and sign-ins',
  health: 'Your health',
  journal: 'Your journal',
  derived: 'What Tend works out for you',
  reminders: 'Reminders',
  device: 'On your device',
};

export const storedData: readonly StoredDataKind[] = [
  {
    id: 'account',
    group: 'account',
    label: 'Your account',
    description:
      'Your name, your email address and when you created your account. Your password is stored only as a one-way hash: nobody can read your password from it, including the operator.',
    place: 'server',
    tables: ['user', 'account'],
    erasedWithAccount: true,
  },
  {
    id: 'sessions',
    group: 'account',
    label: 'Sign-in sessions',
    description:
      'For each device you are signed in on: when you signed in, when the session expires, and the IP address and browser description (user agent) it came from. They keep you signed in, show in your profile, and help spot misuse.',
    place: 'server',
    tables: ['session'],
    erasedWithAccount: true,
  },
  {
    id: 'reset-codes',
    group: 'account',
    label: 'Password reset codes',
    description:
      'A code you asked for to reset your password, kept with your email address until it is used or expires 10 minutes later.',
    place: 'server',
    tables: ['verification'],
    erasedWithAccount: false,
  },
  {
    id: 'attempt-counters',
    group: 'account',
    label: 'Counters of repeated attempts',
    description:
      'To slow down password guessing and keep the server fair: how many times an IP address or an email address recently tried to sign in, sign up or reset a password, and how many meal photos you had read in the last hour. Each counter lapses within the hour.',
    place: 'server',
    tables: ['rate_limit'],
    erasedWithAccount: false,
  },
  {
    id: 'profile',
    group: 'health',
    label: 'Your health profile',
    description:
      'Your health conditions, medications and supplements, the symptoms you track (including any you add yourself), your dietary preferences and suspected trigger foods, which extra things you chose to track, and your time zone, so that “today” means your today.',
    place: 'server',
    tables: ['user_profiles'],
    erasedWithAccount: true,
  },
  {
    id: 'medication-history',
    group: 'health',
    label: 'Medication history',
    description:
      'The days you started or stopped a medication or supplement, or changed its dose, with any note about the dose.',
    place: 'server',
    tables: ['medication_changes'],
    erasedWithAccount: true,
  },
  {
    id: 'imports',
    group: 'journal',
    label: 'Imports',
    description:
      "Each file you imported from another app or another Tend: its name, the app that wrote it, the name and dates it held, how many entries it added, which profile fields it filled and which symptoms it added to your profile (so undoing it can take them out again). Imported entries, questionnaires, experiments and reminders remember where in the file they came from, so the same file is never imported twice. And whether you answered the dashboard's offer to import, so it is not asked again on another device.",
    place: 'server',
    tables: ['import_batches', 'import_settings'],
    erasedWithAccount: true,
  },
  {
    id: 'questionnaires',
    group: 'health',
    label: 'Clinical questionnaires',
    description:
      'The questionnaires you filled in for your conditions (such as the Harvey-Bradshaw Index or PsAID-12): each answer, the score and its band, the date, and how often and on which day you chose to be asked.',
    place: 'server',
    tables: ['questionnaire_responses', 'questionnaire_settings'],
    erasedWithAccount: true,
  },
  {
    id: 'share-links',
    group: 'health',
    label: 'Links shared with a clinician',
    description:
      'For each link you made: its label, the name or initials it shows, what it shares and for which days, when it expires or was revoked, a one-way hash of its secret and of any passcode (neither can be read back), and each time it was opened with the date, time and kind of browser (never the IP address).',
    place: 'server',
    tables: ['share_links', 'share_link_opens'],
    erasedWithAccount: true,
  },
  {
    id: 'meals',
    group: 'journal',
    label: 'Meals',
    description:
      'Your description, the meal time, the portion size, where the food came from and whether a photo was used to describe it (the photo itself is not kept), and the meals you starred to log again in one tap.',
    place: 'server',
    tables: ['journal_entries', 'favourite_meals'],
    erasedWithAccount: true,
  },
  {
    id: 'check-ins',
    group: 'journal',
    label: 'Symptom check-ins',
    description: 'Your rating for each symptom, the time of day and any notes.',
    place: 'server',
    tables: ['journal_entries'],
    erasedWithAccount: true,
  },
  {
    id: 'stress-sleep-periods',
    group: 'journal',
    label: 'Stress, sleep and period days',
    description:
      'If you track them, saved with a check-in: your stress level, how long and how well you slept, and whether it was a period day.',
    place: 'server',
    tables: ['journal_entries'],
    erasedWithAccount: true,
  },
  {
    id: 'bowel-movements',
    group: 'journal',
    label: 'Bowel movements',
    description:
      'If you track them: the type on the Bristol stool scale, and whether there was urgency or blood.',
    place: 'server',
    tables: ['journal_entries'],
    erasedWithAccount: true,
  },
  {
    id: 'entry-days',
    group: 'journal',
    label: 'Dates and days',
    description:
      'When each entry happened and when you wrote or last changed it, and for each day how many entries it holds, so that your History and streak load quickly.',
    place: 'server',
    tables: ['journal_entries', 'journal_days', 'journal_day_zones'],
    erasedWithAccount: true,
  },
  {
    id: 'experiments',
    group: 'journal',
    label: 'Food experiments',
    description:
      'Each experiment you start: the food and the symptoms it watches, its day-by-day plan, any pause or extension, and its result once it ends.',
    place: 'server',
    tables: ['experiments'],
    erasedWithAccount: true,
  },
  {
    id: 'insights',
    group: 'derived',
    label: 'Your insights and trends',
    description:
      'The daily summary, patterns and suggestions Tend works out from your journal, and when they were made. They are refreshed as your journal grows; trends are drawn from your entries each time and not kept.',
    place: 'server',
    tables: ['user_insights'],
    erasedWithAccount: true,
  },
  {
    id: 'reminders',
    group: 'reminders',
    label: 'Your reminders',
    description:
      'The reminders you set (what for, the time, the days, and whether by notification or by email), your quiet hours and any pause, and a record of each time a reminder fell due and whether it was sent.',
    place: 'server',
    tables: ['reminders', 'reminder_settings', 'reminder_deliveries'],
    erasedWithAccount: true,
  },
  {
    id: 'push-subscriptions',
    group: 'reminders',
    label: 'Devices that get notifications',
    description:
      'For each browser where you allowed notifications: the address its push service gave it (the subscription endpoint), the keys that encrypt notifications for it, a name such as “Chrome on Android”, and when it last got one.',
    place: 'server',
    tables: ['push_subscriptions'],
    erasedWithAccount: true,
  },
  {
    id: 'offline-queue',
    group: 'device',
    label: 'Entries waiting to be sent',
    description:
      'What you log, change or delete without a connection (or while the server cannot be reached) is saved in this browser first, and sent as soon as the server can take it. Once the server has it, it is removed from the device; if you sign out first, it waits there for your next sign-in.',
    place: 'device',
    tables: [],
    erasedWithAccount: true,
  },
  {
    id: 'offline-copy',
    group: 'device',
    label: 'What the app keeps to work offline',
    description:
      'So that your journal opens without a connection: your account’s id, time zone and start date, your most recent days’ entries, the symptoms you track and what else you track. Removed when you sign out.',
    place: 'device',
    tables: [],
    erasedWithAccount: true,
  },
  {
    id: 'questionnaire-drafts',
    group: 'device',
    label: 'Questionnaire answers in progress',
    description:
      'While you fill in a questionnaire, the answers you have given so far, so that one you are interrupted in picks up at its question. Removed once it is saved, and when you sign out.',
    place: 'device',
    tables: [],
    erasedWithAccount: true,
  },
];

/** Every table named by some kind, once each. */
export function storedDataTables(kinds: readonly StoredDataKind[] = storedData): string[] {
  return [...new Set(kinds.flatMap((kind) => kind.tables))].sort();
}
