// Tests of <SessionTracking />: the signed-in account reaches tracking without its token, and sign-out clears it.
import { render } from '@testing-library/react';
import type { SessionState } from '@repo/auth/session-provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTrackingAccount, setTrackingAccount } from './account-store';
import { SessionTracking } from './session-tracking';

let account: SessionState['account'] = null;
vi.mock('@repo/auth/session-provider', () => ({ useSession: () => ({ account }) }));

afterEach(() => {
  account = null;
  setTrackingAccount(null);
});

describe('SessionTracking', () => {
  it('reports the account fields tracking reads and never the token', () => {
    account = {
      accountId: '90000000-0000-4000-8000-000000000501',
      email: 'demo@vstupenky.example',
      phone: '+420600000000',
      billingInfo: null,
      token: 'secret-token',
    } as unknown as SessionState['account'];
    render(<SessionTracking />);
    expect(getTrackingAccount()).toEqual({
      accountId: '90000000-0000-4000-8000-000000000501',
      email: 'demo@vstupenky.example',
      phone: '+420600000000',
      billingInfo: null,
    });
  });

  it('reports nobody when signed out', () => {
    setTrackingAccount({ accountId: 'someone' });
    const view = render(<SessionTracking />);
    expect(getTrackingAccount()).toBeNull();
    view.unmount();
  });
});
