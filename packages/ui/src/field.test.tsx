import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormField } from './field';
import { Input } from './input';

describe('FormField', () => {
  it('labels the control so clicking the label focuses it', async () => {
    render(
      <FormField label="E-mail">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText('E-mail');
    await userEvent.click(screen.getByText('E-mail'));
    expect(document.activeElement).toBe(input);
  });

  it('labels a control that names its own id, and describes it under that id', () => {
    render(
      <FormField label="IBAN" hint="For transfers" error="Enter a valid IBAN">
        <Input id="profile-iban" />
      </FormField>,
    );
    const input = screen.getByLabelText('IBAN');
    expect(input.id).toBe('profile-iban');
    expect(input.getAttribute('aria-describedby')).toBe('profile-iban-hint profile-iban-error');
  });

  it('describes the control with its hint and is valid without an error', () => {
    render(
      <FormField label="E-mail" hint="We send the tickets here" id="email">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input.id).toBe('email');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint');
    expect(document.getElementById('email-hint')?.textContent).toBe('We send the tickets here');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('marks the control invalid and describes it with hint and error', () => {
    render(
      <FormField label="E-mail" hint="Hint" error="Invalid email">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids).toHaveLength(2);
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Hint', 'Invalid email']);
    expect(screen.getByRole('textbox', { description: 'Hint Invalid email' })).toBe(input);
  });

  it('has no aria-describedby at all without hint and error', () => {
    render(
      <FormField label="Name" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.getAttribute('aria-required')).toBe('true');
  });

  it('gives two fields different ids', () => {
    render(
      <>
        <FormField label="First">
          <Input />
        </FormField>
        <FormField label="Second">
          <Input />
        </FormField>
      </>,
    );
    expect(screen.getByLabelText('First').id).not.toBe(screen.getByLabelText('Second').id);
  });
});
