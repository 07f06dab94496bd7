/** Issue #17: built in its own change (this stub only holds the route). */
export function SubscribersPage() {
  return <h1>Subscribers</h1>;
}
