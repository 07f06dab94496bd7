/** Issue #17: built in its own change (this stub only holds the routes). */
export function NewsletterConfirmPage() {
  return <h1>Newsletter</h1>;
}

export function NewsletterUnsubscribePage() {
  return <h1>Newsletter</h1>;
}
