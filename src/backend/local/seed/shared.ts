/** Shared by the seed's sections: a day in milliseconds, and a date some days before now. */
export const DAY = 24 * 3600 * 1000;
export const daysAgo = (now: Date, days: number, hour = 10) => {
  const date = new Date(now.getTime() - days * DAY);
  date.setHours(hour, 15, 0, 0);
  // Never in the future, whatever the hour now.
  return date.getTime() > now.getTime() ? new Date(now.getTime() - (days + 1) * 60_000) : date;
};
