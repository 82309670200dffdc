import { describe, expect, it } from 'vitest';
import { dataTableTexts, sortLabels } from './dataTableTexts';

const t = (key: string, options?: Record<string, unknown>) =>
  `${key}${options ? JSON.stringify(options) : ''}`;

describe('the data tables’ screen-reader texts', () => {
  it('come from the translations, select-all, rows and page controls alike', () => {
    const { base, selection, pagination } = dataTableTexts(t);
    expect(base).toEqual({});
    expect(pagination.loadingText).toBe('dataTable.loading');
    expect(selection.allRecordsSelectionCheckboxProps['aria-label']).toBe('dataTable.selectAll');
    expect(selection.getRecordSelectionCheckboxProps({}, 2)['aria-label']).toBe(
      'dataTable.selectRecord{"n":3}',
    );
    expect(pagination.getPaginationControlProps('previous')['aria-label']).toBe('dataTable.previousPage');
    expect(pagination.getPaginationControlProps('next')['aria-label']).toBe('dataTable.nextPage');
    expect(pagination.getPaginationControlProps('first')['aria-label']).toBe('dataTable.firstPage');
    expect(pagination.getPaginationItemProps(4)['aria-label']).toBe('dataTable.page{"page":4}');
  });

  it('translate every sort label the library writes', () => {
    expect(sortLabels(t)).toEqual({
      'Sorted ascending': 'dataTable.sortedAscending',
      'Sorted descending': 'dataTable.sortedDescending',
      'Not sorted': 'dataTable.notSorted',
    });
  });
});
