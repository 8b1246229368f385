import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert, AlertDescription, AlertTitle } from './alert';

describe('Alert', () => {
  it('announces errors and warnings assertively', () => {
    render(
      <>
        <Alert variant="error">
          <AlertTitle>Payment failed</AlertTitle>
        </Alert>
        <Alert variant="warning">Few tickets left</Alert>
      </>,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('announces info and success politely with their own colours', () => {
    render(
      <>
        <Alert>
          <AlertDescription>Doors open at 18:00</AlertDescription>
        </Alert>
        <Alert variant="success">Paid</Alert>
      </>,
    );
    const [info, success] = screen.getAllByRole('status');
    expect(info?.dataset.variant).toBe('info');
    expect(info?.className).toContain('bg-brand-50');
    expect(success?.className).toContain('bg-green-50');
  });
});
