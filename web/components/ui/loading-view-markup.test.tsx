import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingView } from './loading-view.tsx';
import { staticLoadingViewHtml } from './loading-view-markup.ts';

describe('staticLoadingViewHtml', () => {
  it('is the loading view React renders, with the refresh button in a GET form', () => {
    const rendered = renderToStaticMarkup(<LoadingView />);
    const asStatic = rendered.replace(
      /<button type="button"( class="[^"]*">Taking too long\? Refresh<\/button>)/,
      '<form method="get" class="contents"><button type="submit"$1</form>',
    );
    expect(asStatic).not.toBe(rendered);
    expect(staticLoadingViewHtml).toBe(asStatic);
  });
});
