// One page width and gutter everywhere, so the navbar, content and footer line up (spec: max 6xl).
export const pageContainer = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

// A link inside running text: underlined so it does not rely on colour alone (WCAG 1.4.1).
export const inlineLink = 'font-semibold text-primary underline underline-offset-4 hover:text-primary-hover';
