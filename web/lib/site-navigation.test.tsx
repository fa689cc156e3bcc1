import { renderToStaticMarkup } from 'react-dom/server';
import { UNSAFE_LocationContext, UNSAFE_NavigationContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavLink } from './site-navigation.tsx';

const navigator = { createHref: String, go: () => {}, push: () => {}, replace: () => {} };

function renderAt(pathname: string, to: string): string {
  return renderToStaticMarkup(
    <UNSAFE_NavigationContext.Provider
      value={{ basename: '/', navigator, static: false, useTransitions: undefined, future: {} }}
    >
      <UNSAFE_LocationContext.Provider
        value={{
          location: { pathname, search: '', hash: '', state: null, key: 'default' },
          navigationType: 'POP' as never,
        }}
      >
        <NavLink to={to} className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Page
        </NavLink>
      </UNSAFE_LocationContext.Provider>
    </UNSAFE_NavigationContext.Provider>,
  );
}

// React Router's NavLink rules, which the public navbar relied on before it stopped using the router.
describe('NavLink', () => {
  it('marks the page it leads to, and pages below it, as current', () => {
    expect(renderAt('/about', '/about')).toBe('<a aria-current="page" class="on" href="/about">Page</a>');
    expect(renderAt('/About/', '/about')).toContain('aria-current="page"');
    expect(renderAt('/faq/more', '/faq')).toContain('aria-current="page"');
  });

  it('does not mark other pages, nor every page as below the home page', () => {
    expect(renderAt('/faq', '/about')).toBe('<a class="off" href="/about">Page</a>');
    expect(renderAt('/aboutness', '/about')).not.toContain('aria-current');
    expect(renderAt('/about', '/')).not.toContain('aria-current');
    expect(renderAt('/', '/')).toContain('aria-current="page"');
  });
});
