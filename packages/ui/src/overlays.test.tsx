import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Popover, PopoverContent, PopoverTrigger, POPOVER_OFFSET_PX } from './popover';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  SELECT_MAX_HEIGHT_PX,
} from './select';
import { Toaster, TOAST_OFFSET_PX, useToast } from './toast';
import { Tooltip, TooltipContent, TooltipTrigger, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip';

afterEach(() => {
  vi.useRealTimers();
});

describe('Tooltip', () => {
  it('opens 700 ms after the pointer arrives, not before', () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 300]);
    vi.useFakeTimers();
    render(
      <Tooltip>
        <TooltipTrigger>Help</TooltipTrigger>
        <TooltipContent>Tickets are sent by e-mail</TooltipContent>
      </Tooltip>,
    );
    fireEvent.pointerMove(screen.getByRole('button', { name: 'Help' }), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Tickets are sent by e-mail');
  });
});

describe('Select', () => {
  it('limits the open list to 220 px', () => {
    expect(SELECT_MAX_HEIGHT_PX).toBe(220);
    render(
      <Select open value="cz">
        <SelectTrigger aria-label="Country">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="cz">Czechia</SelectItem>
          <SelectItem value="sk">Slovakia</SelectItem>
        </SelectContent>
      </Select>,
    );
    expect(screen.getByRole('listbox').style.maxHeight).toBe('220px');
  });
});

describe('Popover', () => {
  it('sits 8 px from its trigger and fades over 150 ms', () => {
    expect(POPOVER_OFFSET_PX).toBe(8);
    render(
      <Popover open>
        <PopoverTrigger>Filters</PopoverTrigger>
        <PopoverContent>Filter panel</PopoverContent>
      </Popover>,
    );
    expect(screen.getByRole('dialog').className).toContain('data-[state=open]:animate-popover-in');
  });
});

describe('Toaster', () => {
  function Notify() {
    const { toast } = useToast();
    return <button onClick={() => toast({ title: 'Saved', variant: 'success' })}>Save</button>;
  }

  it('shows toasts in a region 30 px from the bottom and right', () => {
    render(
      <Toaster closeLabel="Close">
        <Notify />
      </Toaster>,
    );
    const region = screen.getByRole('region');
    const viewport = region.querySelector('ol');
    expect(TOAST_OFFSET_PX).toBe(30);
    expect([viewport?.style.bottom, viewport?.style.right]).toEqual(['30px', '30px']);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('refuses useToast outside a Toaster', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Notify />)).toThrow('useToast() needs a <Toaster> above it');
  });
});
