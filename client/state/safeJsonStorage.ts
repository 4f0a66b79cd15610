// JSON storage for jotai's atomWithStorage that never throws and never hands back unchecked data: every
// value read (at start-up or from another tab) goes through `validate`, and a storage failure (private
// mode, quota, disabled storage) is ignored, so the state simply lives in memory for this visit.
import { createJSONStorage } from 'jotai/utils';

export function safeJsonStorage<T>(storage: () => Storage, validate: (value: unknown) => T) {
  const json = createJSONStorage<T>(storage);
  const attempt = (write: () => void) => {
    try {
      write();
    } catch {
      // Quota exceeded or storage unavailable: nothing to do, the value is still in memory.
    }
  };
  return {
    getItem(key: string, initialValue: T): T {
      try {
        const value = json.getItem(key, initialValue);
        return value === initialValue ? initialValue : validate(value);
      } catch {
        return initialValue;
      }
    },
    setItem: (key: string, value: T) => attempt(() => json.setItem(key, value)),
    removeItem: (key: string) => attempt(() => json.removeItem(key)),
    subscribe: json.subscribe
      ? (key: string, callback: (value: T) => void, initialValue: T) => {
          try {
            return json.subscribe!(key, (value) => callback(validate(value)), initialValue);
          } catch {
            return undefined;
          }
        }
      : undefined,
  };
}
