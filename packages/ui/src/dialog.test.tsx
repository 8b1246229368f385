import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { act } from '@testing-library/react';
import {
  closeAllDialogs,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from './dialog';

function Example() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Open settings</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close">
        <DialogTitle>Cookie settings</DialogTitle>
        <DialogDescription>Choose what we may store.</DialogDescription>
        <DialogClose asChild>
          <Button>Save</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens as a named modal dialog described by its description', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose what we may store.',
    );
  });

  it('keeps focus inside while tabbing', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape and with the close button, returning focus to the trigger', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Open settings' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uses the 200 ms transition classes', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(screen.getByRole('dialog').className).toContain('data-[state=open]:animate-dialog-in');
  });

  it('closes every open dialog on closeAllDialogs, controlled or not', () => {
    const onOpenChange = vi.fn();
    render(
      <>
        <Dialog defaultOpen>
          <DialogContent>
            <DialogTitle>Uncontrolled</DialogTitle>
            <DialogDescription>First</DialogDescription>
          </DialogContent>
        </Dialog>
        <Dialog open onOpenChange={onOpenChange}>
          <DialogContent>
            <DialogTitle>Controlled</DialogTitle>
            <DialogDescription>Second</DialogDescription>
          </DialogContent>
        </Dialog>
      </>,
    );
    expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(2);
    act(() => closeAllDialogs());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog', { name: 'Uncontrolled', hidden: true })).toBeNull();
  });
});
