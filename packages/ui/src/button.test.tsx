import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants, type ButtonSize, type ButtonVariant } from './button';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'outlined', 'ghost', 'link', 'filled', 'subtle'];
const SIZES: ButtonSize[] = ['xs', 'sm', 'default', 'lg', 'icon'];

describe('Button', () => {
  it('renders a non-submitting primary button of default size', () => {
    render(<Button>Buy</Button>);
    const button = screen.getByRole('button', { name: 'Buy' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('bg-brand-700');
    expect(button.className).toContain('h-10');
  });

  it('gives every variant its own classes', () => {
    const classes = VARIANTS.map((variant) => buttonVariants({ variant }));
    expect(new Set(classes).size).toBe(VARIANTS.length);
    expect(buttonVariants({ variant: 'outlined' })).toContain('border-brand-700');
    expect(buttonVariants({ variant: 'link' })).toContain('hover:underline');
  });

  it('gives every size its own height', () => {
    expect(SIZES.map((size) => buttonVariants({ size }))).toEqual([
      expect.stringContaining('h-7'),
      expect.stringContaining('h-8'),
      expect.stringContaining('h-10'),
      expect.stringContaining('h-12'),
      expect.stringContaining('size-10'),
    ]);
  });

  it('lets a caller class override a variant class', () => {
    render(<Button className="bg-red-600">Delete</Button>);
    const className = screen.getByRole('button').className;
    expect(className).toContain('bg-red-600');
    expect(className).not.toContain('bg-brand-700');
  });

  it('keeps an explicit submit type', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button').getAttribute('type')).toBe('submit');
  });

  it('does not fire clicks when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Pay
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child with the button classes when asChild', () => {
    render(
      <Button asChild variant="secondary" size="lg">
        <a href="/cart">Cart</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.className).toContain('bg-brand-100');
    expect(link.className).toContain('h-12');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
