/** Issue #17: built in its own change (this stub only holds the route). */
export function ApplicationsPage() {
  return <h1>Applications</h1>;
}
