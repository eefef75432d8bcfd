// Today in Puerto Rico, and an instant late that evening (23:30, UTC-4), when the date in UTC is already tomorrow's.
export function lateTonightInPuertoRico(): { today: string; lateTonight: Date } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Puerto_Rico' }).format(new Date());
  return { today, lateTonight: new Date(`${today}T23:30:00-04:00`) };
}
