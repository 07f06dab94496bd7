/**
 * Three client testimonials shown on Home: the clients of the three case studies (src/content/resources.ts),
 * whose figures they quote, so the two pages agree.
 */
export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  role: string;
  company: string;
  /** Out of 5. */
  rating: number;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 'bluepeak',
    quote:
      'NovaForge rebuilt our patient booking platform in ten weeks. Missed appointments dropped by 41%, and our front-desk team finally has a system they enjoy using.',
    name: 'Sarah Mitchell',
    role: 'Chief Operating Officer',
    company: 'Bluepeak Health',
    rating: 5,
  },
  {
    id: 'cobalt',
    quote:
      'They turned our route-planning spreadsheet into a mobile app our drivers use every single day. The team asked the hard questions early, and launch day was uneventful in the best possible way.',
    name: 'David Okafor',
    role: 'Founder',
    company: 'Cobalt Logistics',
    rating: 5,
  },
  {
    id: 'meridian',
    quote:
      'Six months into working with their marketing team, our organic revenue had grown 2.3 times and our cost per sale from ads had fallen by 38%. Their monthly reports are clear enough to share straight with our board.',
    name: 'Elena Rodríguez',
    role: 'Head of Growth',
    company: 'Meridian Retail',
    rating: 5,
  },
];
