import { Link, type LinkProps } from '#web/lib/site-navigation.tsx';
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button-styles.ts';

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize };

export function ButtonLink({ variant, size, className = '', ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
