'use client';
// Dates and times in the interface language, for the hub's lists.
import { useMemo } from 'react';
import { useT } from './providers';

export function useFormatters() {
  const { language } = useT();
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    return {
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      date: (iso: string) => date.format(new Date(iso)),
    };
  }, [language]);
}
