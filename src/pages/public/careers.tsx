/**
 * Careers: culture, the four open positions and an apply form in a modal. The form has no upload
 * backend (spec: no submit action), so submitting opens a pre-filled e-mail draft to the company in
 * the visitor's mail app, where they attach their résumé.
 */
import {
  ArrowRight,
  Briefcase,
  Building2,
  Check,
  DollarSign,
  GraduationCap,
  HeartPulse,
  Laptop,
  Mail,
  MapPin,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { Seo } from '@/components/seo/seo.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { buttonStyles, containerStyles, fieldStyles } from '@/components/ui/styles.ts';
import { CULTURE, type CultureIcon } from '@/content/company.ts';
import { OPEN_POSITIONS, type JobOpening } from '@/content/positions.ts';
import { site } from '@/content/site.ts';
import { mailtoHref } from '@/lib/email.ts';

/** The primary button, larger, with a focus ring that shows on dark backgrounds. */
const largePrimaryOnDark = buttonStyles.primary
  .replace('px-5 py-2.5 text-sm', 'px-6 py-3 text-base')
  .replace('focus-visible:outline-brand-600', 'focus-visible:outline-white');

const CULTURE_ICONS: Record<CultureIcon, LucideIcon> = {
  laptop: Laptop,
  graduation: GraduationCap,
  heart: HeartPulse,
  users: Users,
};

const RESUME_ACCEPT = '.pdf,.doc,.docx';

/** Bounds for the apply form: the contact form's for name, e-mail, phone and letter; a URL's for the link. */
const APPLY_LIMITS = { fullName: 100, email: 254, phone: 30, link: 2000, coverLetter: 5000 } as const;

interface ApplicationDetails {
  fullName: string;
  email: string;
  phone: string;
  link: string;
  coverLetter: string;
  resumeName: string;
}

/** The mail draft for an application: to the company, subject "Application: {title}", details in the body. */
function applicationMailto(position: JobOpening, details: ApplicationDetails): string {
  const lines = [
    `Hello ${site.name} team,`,
    '',
    `I would like to apply for the ${position.title} position (${position.department}, ${position.location}).`,
    '',
  ];
  if (details.fullName) lines.push(`Full name: ${details.fullName}`);
  if (details.email) lines.push(`Email: ${details.email}`);
  if (details.phone) lines.push(`Phone: ${details.phone}`);
  if (details.link) lines.push(`LinkedIn / portfolio: ${details.link}`);
  if (details.coverLetter) lines.push('', 'Cover letter:', details.coverLetter);
  lines.push(
    '',
    details.resumeName
      ? `My résumé (${details.resumeName}) is attached to this e-mail.`
      : 'My résumé is attached to this e-mail.',
  );
  if (details.fullName) lines.push('', 'Kind regards,', details.fullName);
  const subject = `Application: ${position.title}`;
  return mailtoHref(site.email, { subject, body: lines.join('\n') });
}

export function CareersPage() {
  const [applyingFor, setApplyingFor] = useState<JobOpening | null>(null);
  const [draftOpenedFor, setDraftOpenedFor] = useState<{ id: string; href: string } | null>(null);

  function handleApplied(position: JobOpening, href: string) {
    window.open(href, '_self');
    setDraftOpenedFor({ id: position.id, href });
    setApplyingFor(null);
  }

  return (
    <>
      <Seo
        title="Careers"
        description="Join NovaForge Digital: open positions in engineering, design and digital marketing, with hybrid work, a learning budget and small teams with real ownership."
        path={paths.careers()}
      />

      <section className="relative isolate overflow-hidden bg-slate-950 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(59,108,246,0.45),transparent_60%)]"
        />
        <div className={`${containerStyles} py-16 sm:py-20 lg:py-24`}>
          <div className="max-w-3xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">Careers at {site.name}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              Do the best work of your career, for clients who notice
            </h1>
            <p className="mt-6 text-lg leading-8 text-slate-300">
              We are a close-knit team of engineers, designers and marketers building software and campaigns that
              real businesses depend on. Come and help us grow.
            </p>
            <a
              href="#positions"
              className={`${largePrimaryOnDark} mt-10`}
            >
              View Open Positions
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="culture-heading" className="py-16 sm:py-24">
        <div className={containerStyles}>
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Our culture</p>
            <h2 id="culture-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              Life at {site.shortName}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-600">
              We keep teams small, trust people with real responsibility and protect the time they need to do great
              work and have a life outside it.
            </p>
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {CULTURE.map((point) => {
              const Icon = CULTURE_ICONS[point.icon];
              return (
                <li key={point.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                    <Icon aria-hidden="true" className="h-6 w-6" />
                  </span>
                  <h3 className="mt-5 text-lg font-semibold text-slate-900">{point.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-slate-600">{point.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section id="positions" aria-labelledby="positions-heading" className="scroll-mt-24 bg-slate-50 py-16 sm:py-24">
        <div className={containerStyles}>
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="positions-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              Open Positions
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-600">
              {OPEN_POSITIONS.length} roles open right now. Every application is read by a person, and we reply to
              everyone within five working days.
            </p>
          </div>
          <ul className="mx-auto mt-12 max-w-5xl space-y-6">
            {OPEN_POSITIONS.map((position) => (
              <li key={position.id}>
                <PositionCard
                  position={position}
                  onApply={() => setApplyingFor(position)}
                  draftHref={draftOpenedFor?.id === position.id ? draftOpenedFor.href : null}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="careers-cta-heading" className="py-16 sm:py-24">
        <div className={containerStyles}>
          <div className="flex flex-col items-start gap-8 rounded-3xl bg-brand-700 px-6 py-12 text-white shadow-xl sm:px-12 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="careers-cta-heading" className="text-3xl font-bold tracking-tight">
                Don&apos;t see the right role?
              </h2>
              <p className="mt-3 text-lg leading-8 text-brand-100">
                We are always glad to meet talented people. Send us a note about yourself and what you would like to
                work on, and we will keep you in mind as the team grows.
              </p>
            </div>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <a
                href={mailtoHref(site.email, { subject: 'General application' })}
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 text-base font-semibold text-brand-700 shadow-sm transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <Mail aria-hidden="true" className="h-5 w-5" />
                Email Us
              </a>
              <Link
                to={paths.about()}
                className="inline-flex items-center justify-center gap-2 rounded-lg border border-white/40 px-6 py-3 text-base font-semibold text-white transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                About {site.shortName}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <Modal
        open={applyingFor !== null}
        title={applyingFor ? `Apply for ${applyingFor.title}` : 'Apply'}
        onClose={() => setApplyingFor(null)}
        size="max-w-2xl"
      >
        {applyingFor && (
          <ApplyForm
            position={applyingFor}
            onSubmit={(href) => handleApplied(applyingFor, href)}
            onCancel={() => setApplyingFor(null)}
          />
        )}
      </Modal>
    </>
  );
}

function PositionCard({
  position,
  onApply,
  draftHref,
}: {
  position: JobOpening;
  onApply: () => void;
  draftHref: string | null;
}) {
  const titleId = useId();
  const facts: { label: string; value: string; icon: LucideIcon }[] = [
    { label: 'Department', value: position.department, icon: Building2 },
    { label: 'Location', value: position.location, icon: MapPin },
    { label: 'Type', value: position.type, icon: Briefcase },
    { label: 'Experience', value: position.experience, icon: GraduationCap },
    { label: 'Salary', value: position.salary, icon: DollarSign },
  ];

  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id={titleId} className="text-xl font-semibold text-slate-900">
            {position.title}
          </h3>
          <dl className="mt-3 flex flex-wrap gap-2">
            {facts.map(({ label, value, icon: Icon }) => (
              <div
                key={label}
                className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700"
              >
                <dt className="sr-only">{label}</dt>
                <dd className="inline-flex items-center gap-1.5">
                  <Icon aria-hidden="true" className="h-4 w-4 text-slate-600" />
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <button type="button" onClick={onApply} className={`${buttonStyles.primary} shrink-0`}>
          Apply Now{' '}<span className="sr-only">for {position.title}</span>
        </button>
      </div>

      <div role="status" aria-live="polite">
        {draftHref && (
          <p className="mt-5 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm leading-6 text-emerald-900">
            <strong className="font-semibold">Almost done:</strong> we opened an e-mail to {site.email} in your mail app
            with your details filled in. Attach your résumé to it and press send. Nothing opened?{' '}
            <a href={draftHref} className="font-semibold underline hover:text-emerald-700">
              Open the e-mail draft again
            </a>{' '}
            or write to {site.email} directly.
          </p>
        )}
      </div>

      <p className="mt-5 leading-7 text-slate-700">{position.description}</p>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold uppercase tracking-wider text-slate-900">Requirements</h4>
          <ul className="mt-3 space-y-2 text-sm text-slate-700">
            {position.requirements.map((item) => (
              <li key={item} className="flex gap-2.5">
                <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold uppercase tracking-wider text-slate-900">Benefits</h4>
          <ul className="mt-3 space-y-2 text-sm text-slate-700">
            {position.benefits.map((item) => (
              <li key={item} className="flex gap-2.5">
                <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>

    </article>
  );
}

function ApplyForm({
  position,
  onSubmit,
  onCancel,
}: {
  position: JobOpening;
  onSubmit: (mailtoHref: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const ids = {
    fullName: `${id}-name`,
    email: `${id}-email`,
    phone: `${id}-phone`,
    link: `${id}-link`,
    coverLetter: `${id}-cover`,
    resume: `${id}-resume`,
    resumeHint: `${id}-resume-hint`,
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const resumeInput = event.currentTarget.elements.namedItem('resume');
    const resume = resumeInput instanceof HTMLInputElement ? resumeInput.files?.[0] : undefined;
    onSubmit(
      applicationMailto(position, {
        fullName: text('fullName'),
        email: text('email'),
        phone: text('phone'),
        link: text('link'),
        coverLetter: text('coverLetter'),
        resumeName: resume?.name ?? '',
      }),
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5">
      <p className="text-sm text-slate-600">
        {position.department} · {position.location} · {position.type}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.fullName} className={fieldStyles.label}>
            Full Name
          </label>
          <input
            id={ids.fullName}
            name="fullName"
            type="text"
            autoComplete="name"
            maxLength={APPLY_LIMITS.fullName}
            className={fieldStyles.input}
          />
        </div>
        <div>
          <label htmlFor={ids.email} className={fieldStyles.label}>
            Email Address
          </label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={APPLY_LIMITS.email}
            className={fieldStyles.input}
          />
        </div>
        <div>
          <label htmlFor={ids.phone} className={fieldStyles.label}>
            Phone Number
          </label>
          <input
            id={ids.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={APPLY_LIMITS.phone}
            className={fieldStyles.input}
          />
        </div>
        <div>
          <label htmlFor={ids.link} className={fieldStyles.label}>
            LinkedIn / Portfolio URL
          </label>
          <input
            id={ids.link}
            name="link"
            type="text"
            inputMode="url"
            autoComplete="url"
            maxLength={APPLY_LIMITS.link}
            placeholder="https://linkedin.com/in/your-name"
            className={fieldStyles.input}
          />
        </div>
      </div>
      <div>
        <label htmlFor={ids.coverLetter} className={fieldStyles.label}>
          Cover Letter
        </label>
        <textarea
          id={ids.coverLetter}
          name="coverLetter"
          rows={6}
          maxLength={APPLY_LIMITS.coverLetter}
          placeholder={`Tell us why you would be a great ${position.title}.`}
          className={fieldStyles.input}
        />
      </div>
      <div>
        <label htmlFor={ids.resume} className={fieldStyles.label}>
          Resume
        </label>
        <input
          id={ids.resume}
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          aria-describedby={ids.resumeHint}
          className="mt-1 block w-full cursor-pointer rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-4 file:cursor-pointer file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-700 hover:file:bg-brand-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30"
        />
        <p id={ids.resumeHint} className={fieldStyles.hint}>
          PDF, DOC or DOCX. Continuing opens an e-mail to {site.email} in your mail app with these details filled
          in; attach your résumé to that e-mail before you send it.
        </p>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          Cancel
        </button>
        <button type="submit" className={buttonStyles.primary}>
          <Mail aria-hidden="true" className="h-4 w-4" />
          Continue to Email
        </button>
      </div>
    </form>
  );
}
