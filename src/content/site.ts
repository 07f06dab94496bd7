/** The company's built-in details. Admin-editable site settings (a later issue) fall back to these. */
export const site = {
  name: 'NovaForge Digital',
  shortName: 'NovaForge',
  tagline: 'Software development and digital marketing',
  description:
    'NovaForge Digital is a leading software development and digital marketing company: custom software, web and mobile apps, and marketing that grows your business.',
  defaultUrl: 'https://novaforge.example.com',
  email: 'hello@novaforge.example.com',
  phone: '+1 (555) 012-3456',
  phoneHref: 'tel:+15550123456',
  address: { street: '120 Market Street, Suite 400', city: 'San Francisco, CA 94105', country: 'United States' },
  supportHours: [
    { days: 'Mon-Fri', hours: '9-6' },
    { days: 'Sat', hours: '10-4' },
  ],
  twitterHandle: 'novaforgedigital',
  themeColor: '#2451e6',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/novaforgedigital' },
    { name: 'Twitter', href: 'https://twitter.com/novaforgedigital' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/novaforgedigital' },
    { name: 'Instagram', href: 'https://www.instagram.com/novaforgedigital' },
    { name: 'GitHub', href: 'https://github.com/novaforgedigital' },
  ],
} as const;

/** The site's public URL: `VITE_SITE_URL`, else the built-in default. */
export function siteUrl(): string {
  const fromEnv = import.meta.env.VITE_SITE_URL as string | undefined;
  return (fromEnv && fromEnv.trim() !== '' ? fromEnv.trim() : site.defaultUrl).replace(/\/+$/, '');
}
