import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { LegalDocument, type LegalSection } from './legal-document.tsx';
import { StoredDataSections } from './stored-data-sections.tsx';

// Every statement here must stay true of the code: if what Tend stores or sends changes, this
// document changes in the same commit, with a new date. What Tend stores is drawn from
// domain/privacy/stored-data.ts, which a server test holds to the database's tables.
const sections: readonly LegalSection[] = [
  {
    id: 'who-is-responsible',
    title: 'Who is responsible for your data',
    body: (
      <>
        <p>
          Tend is software that anyone can run on their own server. The person or organisation that runs the
          Tend server you are using (in this policy, <strong>the operator</strong>) chooses where it is hosted
          and looks after it. The operator is responsible for your data.
        </p>
        <p>
          The people who write the Tend software never receive your data. The app does not send anything to
          them, or to anyone else, on its own.
        </p>
      </>
    ),
  },
  {
    id: 'what-tend-stores',
    title: 'What Tend stores',
    body: (
      <>
        <p>
          Everything below is kept on the operator’s server, except what is listed under “On your device”,
          which stays in your browser.
        </p>
        <StoredDataSections />
        <h3>Server logs</h3>
        <p>
          Technical records of requests, such as the time, the page or action requested, the result and the IP
          address. They help keep the service running and safe. They never contain your password, reset codes
          or session tokens.
        </p>
      </>
    ),
  },
  {
    id: 'where-it-is-stored',
    title: 'Where your data is stored and where it goes',
    body: (
      <>
        <p>
          Your account, profile and journal are stored on the operator’s server, in its PostgreSQL database.
          If the operator makes backups, copies of the database are kept wherever they store those backups.
          The operator should protect the connection to the server with HTTPS; your browser shows a padlock
          when it does.
        </p>
        <p>
          Your browser talks to that server and loads no scripts, fonts or images from anywhere else. Two
          things reach you another way, and only if you ask for them:
        </p>
        <ul>
          <li>
            <strong>Notifications</strong> travel through your browser’s push service, run by the company that
            makes your browser (such as Google, Mozilla or Apple). Tend stores the address that service gave
            your device, and encrypts each notification so that the push service can see that one was sent but
            cannot read it. A notification never mentions a symptom, a food or anything about your health: it
            says only what it reminds you of and when, such as “Time for your morning check-in”.
          </li>
          <li>
            <strong>Emails</strong> go through the email service the operator uses: password reset codes, and
            reminders if you choose to get them by email. Reminder emails say no more than notifications do,
            and each one has a link to stop that reminder.
          </li>
        </ul>
        <p>
          Entries you log without a connection wait in your browser, on your device, and are sent to the
          server as soon as it can be reached. Until then they are only on that device.
        </p>
      </>
    ),
  },
  {
    id: 'who-can-see-it',
    title: 'Who can see your data',
    body: (
      <ul>
        <li>
          <strong>You.</strong> Only you can see your profile, journal and insights in the app. Every request
          is checked against your own signed-in session.
        </li>
        <li>
          <strong>The operator.</strong> As with any server, whoever runs it has technical access to its
          database and logs. A trustworthy operator only looks when it is needed to keep the service running,
          fix a problem or meet a legal duty.
        </li>
        <li>
          <strong>Nobody else.</strong> Tend does not share, rent or sell your data, and has no advertising or
          data partners.
        </li>
      </ul>
    ),
  },
  {
    id: 'what-tend-never-does',
    title: 'What Tend never does',
    body: (
      <ul>
        <li>No ads.</li>
        <li>No selling or renting of your data.</li>
        <li>No tracking, analytics or fingerprinting, and no third-party scripts or pixels.</li>
        <li>
          No marketing emails. Tend emails you only about your account (for example a password reset code)
          and, if you set one, a reminder by email, which you can stop from its own link.
        </li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and storage on your device',
    body: (
      <>
        <p>
          Tend uses <strong>one cookie</strong>: a session cookie that keeps you signed in. It is strictly
          necessary, scripts on the page cannot read it, and it is removed when you sign out or it expires.
          Because there are no tracking cookies, there is no cookie banner.
        </p>
        <p>
          Your browser also keeps what is listed under “On your device” above: entries waiting to be sent,
          what the app needs to open your journal without a connection, and the answers of a questionnaire you
          have not finished. It also keeps a copy of Tend’s app files so that it loads quickly and can be
          installed on your home screen, and a few small settings, such as whether you dismissed the “add to
          home screen” suggestion. These stay on your device. Signing out removes the copy kept for offline
          use and unfinished questionnaire answers; entries still waiting to be sent stay until you sign in
          there again and they can be sent.
        </p>
      </>
    ),
  },
  {
    id: 'ai-providers',
    title: 'Optional AI providers',
    body: (
      <>
        <p>
          AI providers are <strong>off unless the operator configures one</strong>. Tend works without them:
          your insights are statistics that Tend computes itself, from your own journal, on the operator’s
          server.
        </p>
        <p>
          The operator may choose to connect an AI provider to put your insights into friendlier words, or to
          describe a meal from a photo. If they do:
        </p>
        <ul>
          <li>
            To word your insights, Tend sends the findings it has already computed (patterns and their
            confidence) together with the foods, symptoms and conditions they refer to. It does not send your
            name, email address or password.
          </li>
          <li>
            To describe a meal, Tend sends the photo you choose to analyse, without its location or camera
            details (see <a href="#photos">Photos</a>). Tend keeps only the description you save, not the
            photo.
          </li>
          <li>
            The provider’s own terms, and the operator’s agreement with it, cover what it does with that data.
            Ask the operator which provider, if any, is in use.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'photos',
    title: 'Photos of your meals and food labels',
    body: (
      <>
        <p>
          In the meal form you can take or choose a photo to fill in the description. Photos are{' '}
          <strong>not stored</strong>: Tend holds the photo in the server’s memory only while it is read, and
          drops it as soon as the description comes back. Only the description you save is kept, with a note
          that a photo was used.
        </p>
        <p>
          Before anything looks at a photo, Tend redraws it smaller and removes the hidden details phones add
          to photos, such as where and when it was taken and which camera took it.
        </p>
        <ul>
          <li>
            <strong>Ingredients labels</strong> are read on the operator’s server by software that is part of
            Tend. These photos are not sent anywhere.
          </li>
          <li>
            <strong>Meal photos</strong> are described only if the operator has connected an AI provider, and
            the photo is then sent to that provider. <PhotoProviderNote />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'How long Tend keeps your data',
    body: (
      <p>
        Your profile, journal, experiments, insights and reminders are kept until you delete them or your
        account. A device’s address for notifications is deleted when you remove the device in your profile,
        or when its push service says the subscription has ended. Sessions end when you sign out or when they
        expire, password reset codes expire 10 minutes after they are sent, and counters of repeated attempts
        lapse within the hour. How long logs and backups are kept is up to the operator, so ask them if you
        would like to know.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices and rights',
    body: (
      <>
        <ul>
          <li>
            <strong>Export.</strong> Download everything you have given Tend as a JSON file, or your entries
            as a spreadsheet (CSV), from your profile, whenever you like.
          </li>
          <li>
            <strong>Correct.</strong> Change your profile at any time, and edit entries from the last 7 days.
          </li>
          <li>
            <strong>Delete.</strong> Delete any entry from your History, however old. Deleting your account
            from your profile erases at once everything listed above as yours: from the database, and from the
            browser you delete it in. Reset codes and counters of repeated attempts lapse on their own within
            the hour. Copies in the operator’s backups disappear as those backups are replaced.
          </li>
        </ul>
        <p>
          Depending on where you live, laws such as the GDPR may give you further rights. The operator is the
          one to ask.
        </p>
      </>
    ),
  },
  {
    id: 'health-information',
    title: 'Health information',
    body: (
      <p>
        What you write in Tend is health information, which many laws treat as especially sensitive. Tend uses
        it only to show you your journal, your insights and your reports, and to time your reminders, and for
        nothing else. Tend is not medical advice; see the <Link to="/terms-of-use">Terms of Use</Link>.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Tend is designed for adults and is not intended for children under 16.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When this policy changes, the “Last updated” date at the top changes too. The operator should let you
        know about important changes before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        For questions, requests or concerns about your data, contact the operator of this Tend server: the
        person or organisation who gave you its address or invited you to use it.
      </p>
    ),
  },
];

/**
 * Which provider sees meal photos on this server. The server tells only signed-in people (every
 * /api route but health and auth needs a session), so a visitor reads where to find it.
 */
function PhotoProviderNote() {
  const [provider, setProvider] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    fetch('/api/meal-photos/capabilities', { credentials: 'same-origin' })
      .then(async (response) => {
        const body = (await response.json()) as { provider?: unknown };
        if (current && response.ok) setProvider(typeof body.provider === 'string' ? body.provider : null);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  if (provider === undefined) {
    return <>Signed in to Tend, this page names the provider in use, if there is one.</>;
  }
  if (provider === null) return <>This Tend has no AI provider, so meal photos are not sent anywhere.</>;
  return (
    <>
      This Tend sends meal photos to <strong>{provider}</strong>.
    </>
  );
}

export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="2026-11-29"
      intro={
        <>
          <p className="font-semibold">The short version</p>
          <ul>
            <li>Your journal is yours. Only you can see your entries in the app.</li>
            <li>
              Tend is self-hosted. Your data lives on the server of whoever runs it (the operator), in its
              PostgreSQL database.
            </li>
            <li>No ads, no selling of data, and no tracking or analytics.</li>
            <li>One cookie, only to keep you signed in.</li>
            <li>Notifications and reminder emails never mention your health.</li>
            <li>Export everything, or delete everything, at any time from your profile.</li>
            <li>AI providers are optional and off unless the operator turns one on.</li>
            <li>Photos you use to describe a meal are not stored.</li>
          </ul>
        </>
      }
      sections={sections}
    />
  );
}
