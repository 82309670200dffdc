// The words mantine-datatable says to screen readers (select all, page controls, sort state) are
// English by default: every data table takes them from here, in the reader's language.
import { type RefCallback, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Translate = (key: DataTableTextKey, options?: Record<string, unknown>) => string;

export type DataTableTextKey =
  | 'dataTable.selectAll'
  | 'dataTable.selectRecord'
  | 'dataTable.firstPage'
  | 'dataTable.lastPage'
  | 'dataTable.previousPage'
  | 'dataTable.nextPage'
  | 'dataTable.page'
  | 'dataTable.loading'
  | 'dataTable.sortedAscending'
  | 'dataTable.sortedDescending'
  | 'dataTable.notSorted';

type Control = 'first' | 'last' | 'previous' | 'next';
const CONTROL_KEYS: Record<Control, DataTableTextKey> = {
  first: 'dataTable.firstPage',
  last: 'dataTable.lastPage',
  previous: 'dataTable.previousPage',
  next: 'dataTable.nextPage',
};

/**
 * The table's own labels, in the three groups mantine-datatable's props allow: every table, a
 * table with row selection, a paged table. A page's own props (noRecordsText and so on) win.
 */
export function dataTableTexts(t: Translate) {
  return {
    base: {},
    selection: {
      allRecordsSelectionCheckboxProps: { 'aria-label': t('dataTable.selectAll') },
      getRecordSelectionCheckboxProps: (_record: unknown, index: number) => ({
        'aria-label': t('dataTable.selectRecord', { n: index + 1 }),
      }),
    },
    pagination: {
      // The library shows it in the pager only, so a table without pages may not take it.
      loadingText: t('dataTable.loading'),
      getPaginationControlProps: (control: Control) => ({ 'aria-label': t(CONTROL_KEYS[control]) }),
      getPaginationItemProps: (page: number) => ({ 'aria-label': t('dataTable.page', { page }) }),
    },
  };
}

/**
 * The sort icons' labels are fixed English in mantine-datatable with no prop to change them: the
 * table's header is relabelled whenever it renders them (the library's own labels are the keys).
 */
export function sortLabels(t: Translate): Record<string, string> {
  return {
    'Sorted ascending': t('dataTable.sortedAscending'),
    'Sorted descending': t('dataTable.sortedDescending'),
    'Not sorted': t('dataTable.notSorted'),
  };
}

function relabel(table: HTMLTableElement, labels: Record<string, string>) {
  for (const icon of table.querySelectorAll<HTMLElement>('thead [role="img"][aria-label]')) {
    const label = icon.getAttribute('aria-label') ?? '';
    const translated = labels[label];
    if (translated !== undefined && translated !== label) icon.setAttribute('aria-label', translated);
  }
}

/**
 * For every DataTable: `base` (with the ref that translates the sort icons) on each, `selection`
 * on one with row selection, `pagination` on a paged one.
 */
export function useDataTableTexts() {
  const { t, i18n } = useTranslation();
  const translate = t as unknown as Translate;
  const observer = useRef<MutationObserver | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts follow the language
  const labels = useMemo(() => sortLabels(translate), [i18n.language]);
  const tableRef: RefCallback<HTMLTableElement> = useCallback(
    (table) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!table) return;
      relabel(table, labels);
      observer.current = new MutationObserver(() => relabel(table, labels));
      observer.current.observe(table, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-label'],
      });
    },
    [labels],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts follow the language
  const texts = useMemo(() => dataTableTexts(translate), [i18n.language]);
  return { ...texts, base: { ...texts.base, tableRef } };
}
