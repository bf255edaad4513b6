import { within } from '@testing-library/react';

/* Queries of the functional live view's tables, sections and tabs, for its tests. */

/** The column headers of a table, in order. */
export const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/** The cell of a table's row (found by its first cell's text) under a column header. */
export function cellOf(table: HTMLElement, rowName: string, column: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === rowName);
  if (!row) throw new Error(`No row ${rowName}`);
  return within(row).getAllByRole('cell')[headersOf(table).indexOf(column)]!;
}

/** A section's trigger: the button that opens it, named by its title and status. */
export const sectionButton = (panel: HTMLElement, title: string) =>
  within(panel).getByRole('button', { name: new RegExp(`^${title}`) });

/** The name of the selected tab of a run's card. */
export const selectedTab = (article: HTMLElement) =>
  within(article)
    .getAllByRole('tab')
    .find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
