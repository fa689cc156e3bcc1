import { describe, expect, it } from 'vitest';
import { landingMarkup } from './landing-markup.tsx';

// The build writes this markup into index.html (scripts/build/landing-page.ts); it must render
// outside a browser and be the whole page, frame included, not a loading state.
describe('landingMarkup', () => {
  it('renders the landing page in its public frame, with no browser', () => {
    const markup = landingMarkup();
    expect(markup).toContain('Find the patterns between what you eat and how you feel');
    expect(markup).toContain('aria-label="Main"');
    expect(markup).toContain('href="/auth?signup=true"');
    expect(markup).toContain('Tend is not medical advice');
    expect(markup).not.toContain('aria-busy');
  });
});
