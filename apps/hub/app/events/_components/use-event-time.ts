'use client';
// An event's instant as its own zone shows it (Prague time for a Prague concert, wherever the organiser is).
import { useCallback } from 'react';
import { useT } from '@/app/_components/providers';

export function useEventTime() {
  const { language } = useT();
  return useCallback(
    (iso: string, timeZone: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
        new Date(iso),
      ),
    [language],
  );
}
