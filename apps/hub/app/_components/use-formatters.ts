'use client';
// Dates and times in the interface language, for the hub's lists.
import { useMemo } from 'react';
import { useT } from './providers';

export function useFormatters() {
  const { language } = useT();
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    // A calendar day stored as its UTC midnight (a bank's booking day): shown as that day in every zone.
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      date: (iso: string) => date.format(new Date(iso)),
      day: (iso: string) => day.format(new Date(iso)),
    };
  }, [language]);
}
