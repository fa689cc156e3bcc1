import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/test.ts';

const signUpHref = '/auth?signup=true';
const signInHref = '/auth/sign-in';

type PublicPage = {
  path: string;
  title: string;
  heading: string;
  /** Texts a visitor must find on the page: what makes it this page and not a placeholder. */
  content: readonly (string | RegExp)[];
};

const publicPages: readonly PublicPage[] = [
  {
    path: '/',
    title: 'Tend: a gentle food and symptom journal',
    heading: 'Find the patterns between what you eat and how you feel',
    content: [
      'How it works',
      'Log meals and symptoms in seconds',
      'Aim for 2 meals and 2 symptom check-ins a day.',
      'See insights with honest confidence',
      // The example pattern is worded as the Insights page words one.
      'Joint pain after dairy · More likely than not, 64%',
      'Your journal stays yours',
      'Export everything as a file whenever you like.',
      'Tend is not medical advice',
    ],
  },
  {
    path: '/about',
    title: 'About · Tend',
    heading: 'About Tend',
    content: [
      'A notebook on the kitchen table',
      /ankylosing spondylitis/,
      'Why gentle',
      'Why private',
      /of patterns shown at 90%, about 9 in 10 hold\s+up/,
    ],
  },
  {
    path: '/faq',
    title: 'FAQ · Tend',
    heading: 'Frequently asked questions',
    content: ['What is Tend?', 'How does the AI work?', 'Still have a question?'],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy · Tend',
    heading: 'Privacy Policy',
    content: [
      'Last updated: November 29, 2026',
      'What Tend stores',
      /IP address and browser description \(user agent\)/,
      /one cookie/,
      'Optional AI providers',
      'Photos of your meals and food labels',
      /Photos are not stored/,
      /Signed in to Tend, this page names the provider in use/,
      /Download everything you have given Tend as a JSON file/,
    ],
  },
  {
    path: '/terms-of-use',
    title: 'Terms of Use · Tend',
    heading: 'Terms of Use',
    content: ['Last updated: November 21, 2026', 'Tend is not medical advice', 'Your content'],
  },
];

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

function footerNav(page: Page) {
  return page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
}

for (const publicPage of publicPages) {
  test(`${publicPage.path} shows its heading and content, with no accessibility violations`, async ({
    page,
  }) => {
    await page.goto(publicPage.path);
    await expect(page.getByRole('heading', { level: 1, name: publicPage.heading })).toBeVisible();
    await expect(page).toHaveTitle(publicPage.title);
    for (const text of publicPage.content) {
      await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
    }
    // Every public page carries the same frame: navbar, skip link target and the footer's note.
    await expect(mainNav(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', signInHref);
    await expect(page.getByRole('contentinfo')).toContainText('Tend is not medical advice');
    await expectNoAxeViolations(page);
  });
}

test('the landing page sends every "Start Your Journey" to sign-up', async ({ page }) => {
  await page.goto('/');
  const startLinks = page.getByRole('link', { name: 'Start Your Journey' });
  await expect(startLinks).toHaveCount(3);
  for (const link of await startLinks.all()) await expect(link).toHaveAttribute('href', signUpHref);

  await page.getByRole('link', { name: 'See how it works' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeInViewport();

  await page.getByRole('link', { name: 'Read the Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('the navbar links go to their pages, mark the current one and move focus to its heading', async ({
  page,
}) => {
  await page.goto('/');
  await expect(mainNav(page).getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute(
    'href',
    signUpHref,
  );
  await expect(mainNav(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', signInHref);

  await mainNav(page).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Tend' })).toBeFocused();
  await expect(mainNav(page).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('About · Tend');

  await mainNav(page).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeFocused();

  await mainNav(page).getByRole('link', { name: 'Tend', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find the patterns between what you eat and how you feel' }),
  ).toBeFocused();
});

test('the landing page loads without the router, which arrives when a link is about to be used', async ({
  page,
}) => {
  // The router is a chunk of its own (vite.config.ts); the landing page draws itself without it
  // (web/app/landing-start.tsx), within its JavaScript budget.
  const routerRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/router-[^/]*\.js$/.test(request.url())) routerRequests.push(request.url());
  });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find the patterns between what you eat and how you feel' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(routerRequests).toEqual([]);

  // A pointer resting on a link starts loading it, before the click.
  const routerLoaded = page.waitForRequest(/\/assets\/router-[^/]*\.js$/);
  await mainNav(page).getByRole('link', { name: 'FAQ' }).hover();
  await routerLoaded;
  await mainNav(page).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeFocused();
  await expect(mainNav(page).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');

  // The router has taken over: Back shows the landing page again, without a page load.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find the patterns between what you eat and how you feel' }),
  ).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('aria-current');
  await page.getByRole('link', { name: 'Read the Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeFocused();
  expect(routerRequests).toHaveLength(1);
});

test('the landing page paints from its HTML alone: its styles inline, its scripts after the first paint', async ({
  page,
}) => {
  // scripts/build/landing-page.ts, paintFromTheHtml: the first paint waits for nothing but the HTML
  // (and the tiny boot script, which fetches the rest once the page is on screen).
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  expect(Number.isFinite(paint)).toBe(true);
  const modules = scripts.filter((script) => !script.path.includes('/landing-boot-'));
  expect(modules.length).toBeGreaterThan(1);
  for (const script of modules) expect(script.start, script.path).toBeGreaterThan(paint);
  // The inline styles are the app's, and the scripts took the page over: a link leads on.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '700');
  await expectNoAxeViolations(page);
  await mainNav(page).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeFocused();

  // Another public page keeps the cached stylesheet.
  const site = await (await page.request.get('/faq')).text();
  expect(site).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
});

test('a link clicked before the router has loaded still leads to its page', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // By keyboard: Enter on a link, with no pointer resting on it first.
  const signIn = mainNav(page).getByRole('link', { name: 'Sign in' });
  await signIn.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('a signed-in visitor who opens the landing page is taken into the app', async ({
  page,
  signUpOnboarded,
}) => {
  await signUpOnboarded();
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/home$/);
  // The app's navigation, not the public one.
  await expect(mainNav(page).getByRole('link', { name: 'Insights' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});

test('the footer links go to About, FAQ, Privacy Policy and Terms of Use', async ({ page }) => {
  await page.goto('/');
  const expected = [
    { name: 'About', href: '/about', heading: 'About Tend' },
    { name: 'FAQ', href: '/faq', heading: 'Frequently asked questions' },
    { name: 'Privacy Policy', href: '/privacy-policy', heading: 'Privacy Policy' },
    { name: 'Terms of Use', href: '/terms-of-use', heading: 'Terms of Use' },
  ];
  await expect(footerNav(page).getByRole('link')).toHaveText(expected.map((link) => link.name));
  for (const link of expected) {
    await footerNav(page).getByRole('link', { name: link.name }).click();
    await expect(page).toHaveURL(new RegExp(`${link.href}$`));
    await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
  }
});

test('the skip link is the first stop and jumps past the navbar', async ({ page }) => {
  await page.goto('/faq');
  // The FAQ is a lazy page: start once its content is there, as a person would.
  await expect(page.getByRole('button', { name: 'What is Tend?' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab lands in the content, not back in the navbar.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'What is Tend?' })).toBeFocused();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/');
    // The desktop links are folded away until the menu opens.
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toHaveCount(0);

    const openButton = page.getByRole('button', { name: 'Open menu' });
    const closeButton = page.getByRole('button', { name: 'Close menu' });
    await openButton.focus();
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    // The page paints from its HTML before its script takes it over: a press in between does
    // nothing, as for a person who taps before the page has finished loading. Press again then.
    await expect(async () => {
      if ((await closeButton.count()) === 0) await page.keyboard.press('Enter');
      await expect(closeButton).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', signInHref);
    await expect(mainNav(page).getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute(
      'href',
      signUpHref,
    );
    await expectNoAxeViolations(page);

    // Escape closes it and hands focus back to the button.
    await page.keyboard.press('Escape');
    await expect(openButton).toBeFocused();
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toHaveCount(0);

    // Choosing an entry closes the menu and lands on the new page's heading.
    await page.keyboard.press('Space');
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Tend' })).toBeFocused();
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);

    // A tap outside the open menu closes it, as in the app's own navigation.
    await openButton.click();
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toBeVisible();
    await page.mouse.click(180, 700);
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toHaveCount(0);
  });
});

test('the FAQ lists the eight questions and opens an answer from the keyboard', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.getByRole('main').getByRole('listitem').getByRole('button');
  await expect(questions).toHaveText([
    'What is Tend?',
    'Is Tend medical advice?',
    'How does the AI work?',
    'Is my data safe?',
    'How often should I log?',
    'What if I miss a day?',
    'Can I track more than one symptom?',
    'How do I get started?',
  ]);
  // Each question is also a heading, so screen reader users can jump between them.
  await expect(page.getByRole('heading', { level: 2, name: 'Is my data safe?' })).toBeVisible();

  const question = page.getByRole('button', { name: 'How does the AI work?' });
  const answer = page.getByText('computed from your own journal and nobody else’s');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();

  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(page.getByText(/AI providers are optional and switched off/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();

  // A missed day: the 7 days to go back are bounded by the account's first day (the spec's rule).
  await page.getByRole('button', { name: 'What if I miss a day?' }).click();
  await expect(page.getByText(/from the day you created your account on/)).toBeVisible();
  await expect(page.getByText(/days before it cannot be filled in/)).toBeVisible();
});

test.describe('in dark mode', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
  });

  for (const path of ['/', '/faq', '/privacy-policy']) {
    test(`${path} keeps enough contrast`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/faq') await page.getByRole('button', { name: 'Is my data safe?' }).click();
      await expectNoAxeViolations(page);
    });
  }
});

test('an unknown page says so and offers a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Tend');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('"Go Back" on the 404 page returns to the previous page', async ({ page }) => {
  await page.goto('/faq');
  await page.goto('/faq/not-a-question');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
});

test('a page whose code cannot be fetched offers a reload and keeps the navbar', async ({ page }) => {
  await page.goto('/');
  // As after a dropped connection, or a release that replaced the old files.
  await page.route('**/assets/about-page-*.js', (route) => route.abort('internetdisconnected'));
  await mainNav(page).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page did not load' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'FAQ' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute('**/assets/about-page-*.js');
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Tend' })).toBeVisible();
});
