/**
 * A message that asks the reader to "contact support", with those words a link to the Support page
 * (which says how to reach us): a sentence that sends someone somewhere gives them the way there.
 */
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';

const ASK = 'contact support';

export function SupportLinked({ text, className = 'font-semibold underline underline-offset-2' }: { text: string; className?: string }) {
  const at = text.indexOf(ASK);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Link to={paths.support()} className={className}>
        {ASK}
      </Link>
      {text.slice(at + ASK.length)}
    </>
  );
}
