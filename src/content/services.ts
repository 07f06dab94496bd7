/**
 * The six services the company sells (spec §9 prices and durations). The demo backend seeds the
 * `services` collection from this list; Home's teaser shows the first four.
 */
export type ServiceIcon = 'code' | 'smartphone' | 'globe' | 'megaphone' | 'database' | 'shield';

export interface ServiceCatalogueEntry {
  id: string;
  title: string;
  description: string;
  icon: ServiceIcon;
  /** Admin category (one of SERVICE_CATEGORIES). */
  category: string;
  price: string;
  duration: string;
  features: string[];
  isPopular: boolean;
}

export const SERVICE_CATEGORIES = [
  'Web Development',
  'Mobile Development',
  'Digital Marketing',
  'Software Development',
  'Database Solutions',
  'Cybersecurity',
  'Cloud Services',
  'Consulting',
] as const;

/** The public Services page's filter: each option covers some of the admin categories. */
export const PUBLIC_SERVICE_FILTERS = [
  { label: 'All Services', categories: null },
  { label: 'Development', categories: ['Software Development', 'Database Solutions', 'Cloud Services', 'Consulting'] },
  { label: 'Mobile', categories: ['Mobile Development'] },
  { label: 'Web', categories: ['Web Development'] },
  { label: 'Marketing', categories: ['Digital Marketing'] },
  { label: 'Security', categories: ['Cybersecurity'] },
] as const;

export const SERVICE_CATALOGUE: ServiceCatalogueEntry[] = [
  {
    id: 'software',
    title: 'Custom Software Development',
    description:
      'Tailored software built around how your business actually works, from internal tools to customer-facing platforms.',
    icon: 'code',
    category: 'Software Development',
    price: '$5,000',
    duration: '4-12 weeks',
    features: ['Requirements workshop', 'Scalable architecture', 'Automated testing', 'Ongoing maintenance'],
    isPopular: true,
  },
  {
    id: 'mobile',
    title: 'Mobile App Development',
    description: 'Native-quality iOS and Android apps that customers enjoy using, shipped to both stores.',
    icon: 'smartphone',
    category: 'Mobile Development',
    price: '$3,000',
    duration: '6-16 weeks',
    features: ['iOS and Android', 'Offline-ready design', 'Push notifications', 'App store launch'],
    isPopular: false,
  },
  {
    id: 'web',
    title: 'Web Development',
    description: 'Fast, accessible websites and web applications that rank well and convert visitors.',
    icon: 'globe',
    category: 'Web Development',
    price: '$2,500',
    duration: '3-10 weeks',
    features: ['Responsive design', 'SEO foundations', 'Content management', 'Performance tuning'],
    isPopular: false,
  },
  {
    id: 'marketing',
    title: 'Digital Marketing',
    description: 'Search, social and content campaigns measured against the numbers that matter to you.',
    icon: 'megaphone',
    category: 'Digital Marketing',
    price: '$1,500',
    duration: 'ongoing',
    features: ['SEO and content', 'Paid search and social', 'Email campaigns', 'Monthly reporting'],
    isPopular: false,
  },
  {
    id: 'database',
    title: 'Database Solutions',
    description: 'Data models, migrations and reporting that keep your information fast, safe and useful.',
    icon: 'database',
    category: 'Database Solutions',
    price: '$2,000',
    duration: '2-8 weeks',
    features: ['Schema design', 'Data migration', 'Query optimisation', 'Backups and recovery'],
    isPopular: false,
  },
  {
    id: 'security',
    title: 'Cybersecurity',
    description: 'Audits, hardening and monitoring so your systems and your customers stay protected.',
    icon: 'shield',
    category: 'Cybersecurity',
    price: '$3,500',
    duration: '2-6 weeks',
    features: ['Security audit', 'Penetration testing', 'Access control review', 'Incident response plan'],
    isPopular: false,
  },
];
