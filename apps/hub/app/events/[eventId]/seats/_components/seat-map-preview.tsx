'use client';
// A sector's seats drawn to scale as the storefront's map places them: one colour per price category, held or
// sold seats crossed, new seats of a block being planned outlined. A picture with a summary for screen readers;
// the rows list beside it is what the keyboard works with.
import { seatMapGrid } from '@repo/contract/hub-seat-plans';
import { seatMapSize } from '@repo/contract/seat-block-layout';

export interface PreviewSeat {
  x: number;
  y: number;
  label: string;
  /** Index of its price category (its colour); -1 = a planned seat not made yet. */
  category: number;
  locked?: boolean;
}

const colours = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c', '#0e7490'];
export const categoryColour = (index: number) => colours[index % colours.length] ?? '#1d4ed8';

export function SeatMapPreview({ seats, label }: { seats: readonly PreviewSeat[]; label: string }) {
  const size = seatMapSize(seats);
  const width = size.mapWidth ?? seatMapGrid.seatPitch * 4;
  const height = size.mapHeight ?? seatMapGrid.rowPitch * 3;
  const radius = 14;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto max-h-96 w-full rounded-lg border border-brand-100 bg-brand-50/40"
    >
      <rect
        x={seatMapGrid.margin}
        y={8}
        width={Math.max(width - 2 * seatMapGrid.margin, 0)}
        height={16}
        rx={4}
        fill="#cbd5e1"
      />
      {seats.map((seat) => (
        <g key={`${seat.x}:${seat.y}:${seat.label}`}>
          <title>{seat.label}</title>
          <circle
            cx={seat.x}
            cy={seat.y}
            r={radius}
            fill={seat.category < 0 ? 'white' : categoryColour(seat.category)}
            stroke={seat.category < 0 ? '#0f172a' : 'white'}
            strokeDasharray={seat.category < 0 ? '4 3' : undefined}
            strokeWidth={2}
            opacity={seat.locked ? 0.45 : 1}
          />
          {seat.locked ? (
            <path
              d={`M${seat.x - 7} ${seat.y - 7}L${seat.x + 7} ${seat.y + 7}M${seat.x + 7} ${seat.y - 7}L${seat.x - 7} ${seat.y + 7}`}
              stroke="#0f172a"
              strokeWidth={2}
            />
          ) : null}
        </g>
      ))}
    </svg>
  );
}
