'use client';
// Lists that load page after page from a keyset cursor (orders, attendees, bank transfers, refunds, the audit log,
// webhook deliveries): the paging query and its "load more" button, written once.
import { Button } from '@repo/ui/button';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '@/app/_components/providers';

export interface KeysetPagesOptions<Page, Cursor extends string | number, Row> {
  /** Under the pass query scope, so signing out drops the pages like every other organizer answer. */
  queryKey: QueryKey;
  fetchPage: (after: Cursor | undefined, signal: AbortSignal) => Promise<Page>;
  /** The cursor of the page after this one; null or undefined at the end. */
  nextCursor: (page: Page) => Cursor | null | undefined;
  rows: (page: Page) => Row[];
  staleTime?: number;
}

export function useKeysetPages<Page, Cursor extends string | number, Row>(
  options: KeysetPagesOptions<Page, Cursor, Row>,
) {
  const list = useInfiniteQuery({
    queryKey: options.queryKey,
    initialPageParam: undefined as Cursor | undefined,
    // The page parameter is always a cursor this hook handed out (or the first page's undefined).
    queryFn: ({ pageParam, signal }) => options.fetchPage(pageParam as Cursor | undefined, signal),
    getNextPageParam: (page) => options.nextCursor(page) ?? undefined,
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
  });
  const rows: Row[] = list.data?.pages.flatMap(options.rows) ?? [];
  return { list, rows };
}

interface LoadMoreProps {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label: string;
  size?: 'sm';
  className?: string;
  /** Shown instead of the button once every page is loaded. */
  end?: ReactNode;
}

export function LoadMoreButton({ list, label, size, className = 'justify-self-start', end }: LoadMoreProps) {
  const { t } = useT();
  if (!list.hasNextPage) return end ?? null;
  return (
    <Button
      variant="outlined"
      {...(size ? { size } : {})}
      className={className}
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? t('main::hubPages.common.working') : label}
    </Button>
  );
}
