// Browser storage can refuse a write (quota exceeded, private mode, storage disabled). The app
// goes on without the stored value, and the refusal is logged (SPEC §8: only logged).
export function reportStorageError(error: unknown): void {
  console.warn('Browser storage refused a value:', error);
}
