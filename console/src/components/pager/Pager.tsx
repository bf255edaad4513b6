import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';
import { LIVE_RUNS_TEXTS } from '@oak/shared';

/**
 * The console's pager: previous, the page numbers (the current one outlined)
 * and next, over `count` items `pageSize` a page. A list of a single page
 * needs none, and gets none.
 */
export function Pager({
  count,
  pageSize,
  page,
  onPageChange,
  previousLabel = LIVE_RUNS_TEXTS.previousPage,
  nextLabel = LIVE_RUNS_TEXTS.nextPage,
}: {
  readonly count: number;
  readonly pageSize: number;
  /** The current page, 1-based. */
  readonly page: number;
  readonly onPageChange: (page: number) => void;
  readonly previousLabel?: string;
  readonly nextLabel?: string;
}) {
  if (count <= pageSize) return null;
  return (
    <Pagination.Root
      count={count}
      pageSize={pageSize}
      page={page}
      onPageChange={(details) => onPageChange(details.page)}
    >
      <ButtonGroup variant="ghost" size="sm">
        <Pagination.PrevTrigger asChild>
          <IconButton aria-label={previousLabel}>{'‹'}</IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => (
            <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton aria-label={nextLabel}>{'›'}</IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
