/** Issue #17: built in its own change (this stub only holds the route). */
export function OutboxPage() {
  return <h1>Outbox</h1>;
}
