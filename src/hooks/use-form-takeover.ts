/**
 * A form of a prerendered page works before the app does (docs/decisions/0022-page-content-after-idle.md):
 * a visitor may type into it, and press its button, while the page's scripts are still on their way.
 * The page's boot script (scripts/page-boot.browser.js) holds back the submit of a form marked
 * `data-app-form` until the app has taken the form over, and marks it `data-submit-pending`; React,
 * hydrating, keeps what was typed on screen but not in its state. Once the form is mounted (its tree's
 * effects), this hook:
 * 1. marks it `data-live` (the boot script lets its submits through from then on);
 * 2. hands what was typed to `adopt` (the controls' names and values, checkboxes as "on" or ""), for
 *    the form to put into its state — so nothing typed is lost and validation sees it;
 * 3. submits it again, once that state is rendered, if a submit was held back, and only then takes
 *    the mark away (a form may show it: the contact form's button says "Sending..." meanwhile).
 * For a form rendered in the browser all of this finds nothing to do.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

export const APP_FORM_ATTRIBUTE = 'data-app-form';
const LIVE = 'data-live';
const PENDING = 'data-submit-pending';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/** What the form's named controls hold now. */
function typedValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !element.name) continue;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      if (element.type === 'checkbox') values[element.name] = element.checked ? 'on' : '';
      else if (element.checked) values[element.name] = element.value;
    } else values[element.name] = element.value;
  }
  return values;
}

export function useFormTakeover(formRef: RefObject<HTMLFormElement | null>, adopt: (typed: Record<string, string>) => void): void {
  const adoptRef = useRef(adopt);
  useLayoutEffect(() => {
    adoptRef.current = adopt;
  });
  // How many held-back submits to send again (at most one per mount).
  const [replay, setReplay] = useState(0);

  // After every layout effect of the tree, not in one: `adopt` may navigate (the blog's search writes
  // ?q=), and the router takes navigations only once its own layout effects have run — a child's layout
  // effect runs before its parents', and React Router ignores (with a warning) a navigate() made then.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.setAttribute(LIVE, '');
    adoptRef.current(typedValues(form));
    if (form.hasAttribute(PENDING)) setReplay(1);
  }, [formRef]);

  // The held submit's mark stays until the form's own handler has run (a submit is a discrete event:
  // React renders what it set, say "Sending...", before the next paint), so a form that shows the
  // mark (the contact form's "Sending...") never shows its idle state between the two.
  useEffect(() => {
    const form = formRef.current;
    if (replay > 0 && form) {
      form.requestSubmit();
      form.removeAttribute(PENDING);
    }
  }, [replay, formRef]);
}
