/** The pager of an admin list on `usePagedList` (src/hooks/use-paged-list.ts): "Page 2 of 7", Previous and Next. */
import type { PagedList } from '@/hooks/use-paged-list.ts';
import { Pager } from '@/components/ui/pager.tsx';
import { pageCountOf } from '@/data/paging.ts';

export function ListPager<V>({
  label,
  list,
  listed,
  pageSize,
  className,
}: {
  label: string;
  list: PagedList<V>;
  /** How many rows the filter matches (the pages they fill). */
  listed: number;
  pageSize: number;
  className?: string;
}) {
  return (
    <Pager
      label={label}
      className={className}
      page={list.position.page}
      pageCount={pageCountOf(listed, pageSize)}
      busy={list.loaded.stale}
      hasPrevious={list.hasPrevious}
      hasNext={list.hasNext}
      onPrevious={list.previous}
      onNext={list.next}
    />
  );
}
