/** The keys only the administration writes (see storage-keys.ts for everyone's). */
export const adminStorageKeys = {
  /** sessionStorage: the administrator's unsaved horoscope texts of one month. */
  horoscopeDraft: "admin-horoscope-draft",
} as const;

export type AdminStorageKey = (typeof adminStorageKeys)[keyof typeof adminStorageKeys];
