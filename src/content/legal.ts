/** Copy of the legal pages (/terms, /privacy, /cookies), rendered by `ContentPage`. */
import { paths } from '@/lib/paths.ts';
import { APPLICATION_RETENTION_TEXT } from '@/lib/retention.ts';
import { site } from './site.ts';
import type { TextPage } from './text-page.ts';

const LEGAL_UPDATED = 'November 2026';
const postalAddress = `${site.name}, ${site.address.street}, ${site.address.city}, ${site.address.country}`;

export const termsPage: TextPage = {
  title: 'Terms of Service',
  description: `The terms that apply when you use the ${site.name} website, create an account or send us an enquiry.`,
  intro: `These terms apply when you browse the ${site.name} website, create an account or send us an enquiry. Paid projects are covered by a separate written agreement that we sign with each client.`,
  updated: LEGAL_UPDATED,
  sections: [
    {
      id: 'using-the-site',
      heading: 'Using this website',
      paragraphs: [
        'You may read, share and link to the pages of this website for any lawful purpose. Please do not try to break, overload or get around the security of the site, and do not use automated tools to send enquiries or create accounts.',
        'We keep the site accurate and available, but it is provided as it is. Service descriptions, prices and timelines on the site are guides for planning, not binding offers.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      paragraphs: [
        'An account lets you see the enquiries you have sent us and our replies. You need a valid e-mail address and a password of at least 8 characters that is not a common one.',
      ],
      items: [
        'Keep your password to yourself; you are responsible for what happens under your account.',
        'Give us your real name and an e-mail address you can receive mail at, so our replies reach you.',
        'We may deactivate an account that is used to send spam, abuse our team or attack the site.',
        'You can ask us to delete your account and its data at any time through the contact page.',
      ],
    },
    {
      id: 'enquiries',
      heading: 'Enquiries and quotes',
      paragraphs: [
        'Sending the contact form does not create a contract. We reply with questions or a proposal; work starts only once both sides have signed a statement of work that sets out scope, price, schedule and who owns what.',
        'Do not put passwords, payment card numbers or other secrets in an enquiry. If we need access to your systems we will agree a secure way to share it.',
      ],
    },
    {
      id: 'content',
      heading: 'Our content',
      paragraphs: [
        `Articles, case studies, images and code samples on this site belong to ${site.name} or are used with permission. You may quote short passages with a link back to the source; please ask before republishing whole articles.`,
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      paragraphs: [
        'Blog articles are general information, not professional advice for your situation. To the extent the law allows, we are not liable for losses that come from relying on the website alone. Nothing in these terms limits rights you have under consumer law.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and contact',
      paragraphs: [
        'We may update these terms when the site or the law changes; the date at the top of this page shows the latest version. Questions about these terms are welcome.',
        `Write to us at ${site.email} or ${postalAddress}.`,
      ],
      links: [
        { label: 'Contact us', to: paths.contact() },
        { label: 'Privacy Policy', to: paths.privacy() },
      ],
    },
  ],
};

export const privacyPage: TextPage = {
  title: 'Privacy Policy',
  description: `What ${site.name} stores about you when you create an account or send an enquiry, why, and how to have it removed.`,
  intro: `This policy explains plainly what this website stores about you, why, and what you can ask us to do with it. We collect only what we need to answer enquiries and run your account, and we never sell it.`,
  updated: LEGAL_UPDATED,
  sections: [
    {
      id: 'what-we-store',
      heading: 'What we store',
      paragraphs: ['The site stores information only when you give it to us:'],
      items: [
        'Your account: the e-mail address and full name you sign up with, your role (user or administrator), when the account was created and whether it is active. Your password is handled by our login provider and is never visible to us.',
        'Your enquiries: the name, e-mail address, optional phone number and company name, the service you chose and the project details you write in the contact form, plus the date, its status (unread, read or replied) and any reply from our team. If you are logged in, the enquiry is linked to your account so you can read the reply on your profile.',
        'Article view counts: when an article is opened its view counter goes up by one. The counter is not linked to you.',
      ],
    },
    {
      id: 'where-it-lives',
      heading: 'Where it is kept',
      paragraphs: [
        'On the live site, accounts and enquiries are kept in Google Firebase (Firebase Authentication and Cloud Firestore), which we use as our data processor. Access is limited by security rules: you can read only your own enquiries, and only our administrators can read all of them.',
        "When the site runs in demo mode (shown by a banner at the top of the page), there is no server at all: everything — demo accounts, enquiries and replies — stays in your browser's localStorage on your own device. Nothing is sent to us, and clearing your browser's site data removes it.",
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it',
      paragraphs: ['We use your details only for these purposes:'],
      items: [
        'To reply to your enquiry and prepare a proposal you asked for.',
        'To let you log in and see your enquiries and our replies.',
        'To keep the site secure, for example by deactivating accounts that send spam.',
        'To e-mail you about your enquiry or your account (such as a password reset). We never use your details for advertising, and we never sell or rent them to anyone.',
      ],
    },
    {
      id: 'analytics',
      heading: 'Analytics',
      paragraphs: [
        'We count visits ourselves, without cookies and without knowing who you are. Once a public page has loaded (other than the pages that confirm or end a newsletter subscription), your browser sends one count: the page’s address (without anything after a “?”; only pages that exist are counted) and, if you came from another website, that website’s domain only (for example google.com, never the full address; if that day’s list of websites is full, the count is sent once more naming only “another website”), with the kind of device (phone, tablet or computer, judged from the screen size and whether it has a touch screen). When you leave the page it sends how fast the page appeared and answered you and how much its layout moved (the Core Web Vitals), each rounded into a range. Every count only adds one to a total for the day and the page. Nothing is stored on your device for it, no identifier is made or kept, we store no IP address, and the totals cannot be linked to you or to your other visits. Only our administrators see them.',
        'Google Analytics is off unless the site owner configures it, and even then it runs only if you allow it in the cookie banner. When it is configured and allowed, it records pages visited and approximate location in aggregate so we can see which content helps people. See the Cookie Policy for the details and how to change your choice.',
      ],
      links: [{ label: 'Cookie Policy', to: paths.cookies() }],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'Enquiries are kept for up to two years after our last exchange, or longer if they lead to a project and the contract requires it. Accounts are kept until you ask us to delete them or an administrator removes them.',
        `Job applications are kept for ${APPLICATION_RETENTION_TEXT} from the day they are sent, and then deleted automatically.`,
        'So that no address is sent more than one application acknowledgement a day, we keep a one-way fingerprint of each address an application gives (a SHA-256 hash, from which the address cannot be read back) with the time of its last acknowledgement. The site shows it to nobody, our staff included; the next acknowledgement to the address replaces it.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your choices and rights',
      paragraphs: [
        'You can change your display name on your profile at any time. You can ask us for a copy of what we hold about you, to correct it, or to delete your account and enquiries. We answer such requests within 30 days.',
        `Send requests to ${site.email} or by post to ${postalAddress}.`,
      ],
      links: [{ label: 'Contact us', to: paths.contact() }],
    },
  ],
};

export const cookiesPage: TextPage = {
  title: 'Cookie Policy',
  description: `Which cookies and browser storage the ${site.name} website uses: none for tracking unless analytics are configured and you allow them.`,
  intro:
    'Short version: this site sets no tracking cookies unless analytics are configured and you allow them. Otherwise it uses your browser’s storage only to keep you logged in, to remember your cookie choice and, in demo mode, to hold the demo data.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      id: 'essential',
      heading: 'Storage the site needs',
      paragraphs: [
        'These are needed for features you ask for and cannot be switched off without breaking them:',
      ],
      items: [
        'Login session: when you log in, our login provider (Firebase Authentication) keeps a session token in your browser’s storage so you stay logged in between visits. Logging out removes it.',
        "Demo data: in demo mode the whole site — accounts, enquiries and replies — is saved in your browser's localStorage under one key, so it survives a page reload. It never leaves your device.",
        'Your cookie choice: when the site asks for your consent, your answer (which categories you allowed, and when) is kept in your browser’s localStorage so you are not asked on every page. It never leaves your device. We ask again after 12 months, or sooner if the choices on offer change.',
      ],
    },
    {
      id: 'analytics',
      heading: 'Analytics and advertising cookies (only when configured, only with your consent)',
      paragraphs: [
        'The site sets no tracking cookies unless analytics are configured. The site owner can turn on Google Analytics, Google AdSense, or both. When either is on, a banner asks you first — Accept all, Reject all, or Choose category by category — and until you answer nothing of Google’s is loaded and none of its cookies are set. Your answer is also passed to Google’s tags through Google’s consent mode, so they know what they may store.',
      ],
      items: [
        'Analytics: Google Analytics counts visits and pages viewed, with its own cookies (named _ga and _ga_…). Loaded only if you allow analytics.',
        'Advertising: Google AdSense shows ads and measures them; Google and its partners may set cookies to do so, including for personalised ads. Loaded only if you allow advertising.',
      ],
    },
    {
      id: 'own-counts',
      heading: 'Our own visit counts (no cookie, no storage)',
      paragraphs: [
        'The site counts page views, which websites visitors came from (their domain only), the kind of device, and how fast pages are for visitors, without any cookie or browser storage and without identifying anyone: the Privacy Policy says exactly what is sent. There is nothing to accept or refuse. In demo mode the counts wait in your browser’s localStorage until the demo’s own data takes them in, because the demo keeps all its data there.',
      ],
      links: [{ label: 'Privacy Policy', to: paths.privacy() }],
    },
    {
      id: 'none-configured',
      heading: 'When neither is configured',
      paragraphs: [
        'Then the site uses no optional cookies at all: nothing of Google’s is loaded (only the site’s own visit counts above), no banner asks you anything, and there is no “Cookie settings” link at the foot of the page.',
      ],
    },
    {
      id: 'control',
      heading: 'How to change your choice and control cookies',
      paragraphs: [
        'When the site asks for your consent, “Cookie settings” at the foot of every page shows your choice and lets you change it at any time. Turning a category off stops its scripts from loading from then on, tells Google’s tags already on the page that consent is withdrawn, and deletes Google Analytics’ cookies for this site; reload the page to remove a script that had already loaded.',
        'Every browser lets you see and delete cookies and site data, and block them for particular sites. Blocking storage for this site will sign you out and reset the demo data, but the public pages keep working. You can also opt out of Google Analytics with Google’s browser add-on.',
      ],
    },
    {
      id: 'questions',
      heading: 'Questions',
      paragraphs: [`If anything here is unclear, write to ${site.email}.`],
      links: [
        { label: 'Privacy Policy', to: paths.privacy() },
        { label: 'Contact us', to: paths.contact() },
      ],
    },
  ],
};
