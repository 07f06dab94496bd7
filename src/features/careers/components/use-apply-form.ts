/**
 * The apply form's state and sending (./apply-form.tsx). The data code (src/features/careers/data/applications.ts,
 * and with it the backend) is loaded only when the form is sent. As the contact form: a honeypot, a
 * minimum fill time, one application a minute (the rules' limit), and nothing typed is lost when
 * sending fails.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorCode, type SessionUser } from '@/backend/types.ts';
import type { JobOpening } from '@/features/careers/data/openings.ts';
import { MIN_FILL_MS, validateApplication, withScheme, type ApplyErrors, type ApplyFieldName, type ApplyValues } from './apply-form-rules.ts';

/** `acknowledged`: a confirmation went to `email` (false when that address was sent one in the last day). */
export type ApplyOutcome = { kind: 'sent'; position: string; email: string; acknowledged: boolean } | { kind: 'error' } | { kind: 'rate-limited' };

/** The id of the first field `found` says is wrong (the order of the form), or null. */
function firstInvalid(found: ApplyErrors, id: string, linkId: (index: number) => string): string | null {
  const firstLink = found.linkAt ? Number(Object.keys(found.linkAt)[0]) : found.links ? 0 : null;
  return (
    (found.name && `${id}-name`) ||
    (found.email && `${id}-email`) ||
    (found.position && `${id}-position`) ||
    (firstLink !== null && linkId(firstLink)) ||
    (found.coverNote && `${id}-cover`) ||
    (found.consent && `${id}-consent`) ||
    null
  );
}

/**
 * `opening`: the slug of the opening whose Apply button was used; `openings`: those the form offers
 * (the open ones). The form's `position` holds the chosen opening's slug.
 */
export function useApplyForm(opening: string, openings: readonly JobOpening[], user: SessionUser | null) {
  const id = useId();
  const sentRef = useRef<HTMLHeadingElement>(null);
  const [initial] = useState<ApplyValues>(() => ({
    name: user?.displayName ?? '',
    email: user?.email ?? '',
    position: opening,
    links: [''],
    coverNote: '',
    consent: false,
  }));
  const [values, setValues] = useState<ApplyValues>(initial);
  const [errors, setErrors] = useState<ApplyErrors>({});
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ApplyOutcome | null>(null);
  const renderedAt = useRef<number | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    renderedAt.current ??= Date.now();
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (outcome?.kind === 'sent') sentRef.current?.focus();
  }, [outcome]);

  const set = <K extends keyof ApplyValues>(key: K, value: ApplyValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key as ApplyFieldName]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const setLink = (index: number, value: string) => {
    setValues((current) => ({ ...current, links: current.links.map((link, i) => (i === index ? value : link)) }));
    if (errors.linkAt?.[index] || errors.links) {
      setErrors((current) => {
        const linkAt = { ...current.linkAt };
        delete linkAt[index];
        return { ...current, links: undefined, linkAt };
      });
    }
  };

  const addLink = () => setValues((current) => ({ ...current, links: [...current.links, ''] }));

  const removeLink = (index: number) => {
    setValues((current) => ({ ...current, links: current.links.filter((_, i) => i !== index) }));
    setErrors((current) => ({ ...current, linkAt: undefined }));
  };

  const linkId = (index: number) => `${id}-link-${index}`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validateApplication(values);
    setErrors(found);
    const first = firstInvalid(found, id, linkId);
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    const chosen = openings.find((candidate) => candidate.slug === values.position);
    const position = chosen?.title ?? values.position;
    // Where the acknowledgement goes (a verified account's own address is the field's, read-only).
    const email = values.email.trim().toLowerCase();
    // Spam: a filled honeypot looks sent but is dropped.
    if (honeypot.trim() !== '') {
      setOutcome({ kind: 'sent', position, email, acknowledged: true });
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const wait = MIN_FILL_MS - (Date.now() - (renderedAt.current ?? Date.now()));
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (!mounted.current) return;
      const { submitApplication } = await import('@/features/careers/data/applications.ts');
      const { acknowledged } = await submitApplication({ ...values, links: values.links.map(withScheme), position, openingId: values.position }, user);
      if (!mounted.current) return;
      setOutcome({ kind: 'sent', position, email, acknowledged });
    } catch (error) {
      if (!mounted.current) return;
      const rateLimited = errorCode(error) === 'application-rate-limited';
      if (!rateLimited) console.error('Error sending application', error);
      setOutcome({ kind: rateLimited ? 'rate-limited' : 'error' });
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  /** Something typed (a name, address, link or note) that closing the form would lose, until it is sent. */
  const typed =
    outcome?.kind !== 'sent' &&
    (values.name !== initial.name || values.email !== initial.email || values.coverNote.trim() !== '' || values.links.some((link) => link.trim() !== ''));

  return { id, sentRef, values, errors, set, setLink, addLink, removeLink, linkId, honeypot, setHoneypot, sending, outcome, typed, onSubmit };
}
