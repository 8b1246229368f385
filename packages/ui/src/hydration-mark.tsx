// HydrationMark: marks <html data-hydrated> once React has hydrated the page, so browser tests (and scripts) know
// that forms now submit through React and not as a native GET that would reload the page and lose what was typed.
'use client';
import { useEffect } from 'react';

export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
