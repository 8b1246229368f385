import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('toggles on click and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Statistics" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Statistics' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('toggles with the keyboard', async () => {
    render(<Switch aria-label="Marketing" />);
    const toggle = screen.getByRole('switch');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('stays on when disabled and checked, whatever the user does', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Necessary" checked disabled onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Necessary' });
    expect(toggle).toHaveProperty('disabled', true);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
