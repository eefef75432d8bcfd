// Every key the dashboard keeps in the browser's storage.
export const STORAGE_KEYS = {
  selectedDashboard: 'cuadre.selectedDashboard',
  selectedWorkerGroup: 'cuadre.selectedWorkerGroup',
  selectedCompany: 'cuadre.selectedCompany',
  language: 'cuadre.language',
  signOutNotice: 'cuadre.signOutNotice',
} as const;

// §4: signing out keeps the selected dashboard; the language stays too, a preference of the person on this device and
// not data of the account (README, "Sign-in and sign-out").
export const KEPT_ON_SIGN_OUT: readonly string[] = [STORAGE_KEYS.selectedDashboard, STORAGE_KEYS.language];

export function clearStoredValues(storages: readonly Storage[]): void {
  for (const storage of storages) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null && !KEPT_ON_SIGN_OUT.includes(key),
    );
    for (const key of keys) storage.removeItem(key);
  }
}
