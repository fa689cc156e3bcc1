import { pageContainer } from '#web/components/ui/layout-styles.ts';
import { Link } from '#web/lib/site-navigation.tsx';

const footerLinks = [
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'FAQ' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-use', label: 'Terms of Use' },
] as const;

export function PublicFooter() {
  return (
    <footer className="border-t border-line bg-surface-muted">
      <div
        className={`${pageContainer} flex flex-col gap-6 py-10 md:flex-row md:items-start md:justify-between`}
      >
        <div className="max-w-md">
          <p className="text-lg font-bold text-ink">Tend</p>
          <p className="mt-1 text-base text-muted">
            Tend is not medical advice. Talk to your doctor or care team about any change to your care.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="-mx-2 flex flex-wrap gap-x-2 gap-y-1 md:justify-end">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-lg px-2 text-base font-medium text-ink underline decoration-line decoration-2 underline-offset-4 hover:decoration-primary"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
