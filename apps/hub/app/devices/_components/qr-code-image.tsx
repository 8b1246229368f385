'use client';
// A QR code drawn as SVG by React (lib/qr-code.ts), crisp at any size and without injected markup.
import { useMemo } from 'react';
import { QR_QUIET_ZONE, qrPath, qrSymbol } from '@/lib/qr-code';

export function QrCodeImage({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const { size, path } = useMemo(() => {
    const symbol = qrSymbol(value);
    return { size: symbol.size + 2 * QR_QUIET_ZONE, path: qrPath(symbol) };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid="pairing-qr"
      data-value={value}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#1f1235" />
    </svg>
  );
}
