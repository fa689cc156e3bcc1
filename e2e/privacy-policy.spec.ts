import { storedData, storedDataGroups } from '../domain/privacy/stored-data.ts';
import { expect, expectNoAxeViolations, test } from './support/test.ts';

// The Privacy Policy says what Tend stores from domain/privacy/stored-data.ts, the list a server
// test holds to the database (server/db/stored-data.test.ts): every kind there is on the page,
// under its group, in its own words. The account-deleted page's list is checked from the same
// list where the deletion happens (profile.spec.ts).

test('the privacy policy lists every kind of data Tend stores, where it is kept, and where it goes', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  const stores = page.getByRole('main');
  await expect(stores.getByRole('heading', { level: 2, name: 'What Tend stores' })).toBeVisible();
  for (const kind of storedData) {
    const group = stores.getByRole('region', { name: storedDataGroups[kind.group] });
    await expect(
      group.getByRole('listitem').filter({ hasText: `${kind.label}. ${kind.description}` }),
    ).toHaveCount(1);
  }
  // What reaches a person other than from the server, and what waits on the device.
  const whereItGoes = stores.getByRole('heading', {
    level: 2,
    name: 'Where your data is stored and where it goes',
  });
  await expect(whereItGoes).toBeVisible();
  await expect(stores).toContainText('Notifications travel through your browser’s push service');
  await expect(stores).toContainText('each one has a link to stop that reminder');
  await expect(stores).toContainText('Entries you log without a connection wait in your browser');
  await expectNoAxeViolations(page);
});
