// Handlers of the chip credit endpoints.
import type { chipCreditEndpoints } from '@repo/contract/chip-credit';
import { found, HttpError } from '../http/http-error';
import type { HandlerInput, HandlersOf } from '../http/register-endpoint';
import { createCreditOrder } from '../selling/chip-credit';
import { findOrder, toOrderSummary } from '../selling/orders';
import type { OrderConfig } from '../selling/orders';
import { paymentInstructions } from './orders';

export interface ChipCreditConfig extends OrderConfig {
  publicPassUrl: string;
}

export function chipCreditHandlers(settings: ChipCreditConfig): HandlersOf<typeof chipCreditEndpoints> {
  const fromCode = async ({
    db,
    body,
    ctx,
  }: Pick<
    HandlerInput<(typeof chipCreditEndpoints)['orderCreateCreditFromCode']>,
    'db' | 'body' | 'ctx'
  >) => {
    const { order, payment } = await createCreditOrder(
      db,
      { ...body, languageId: body.languageId ?? ctx.languageId, reqSourceId: ctx.agentSource },
      settings,
    );
    return {
      errorText: 'OK' as const,
      order: toOrderSummary(found(await findOrder(db, order.id), 'order', `No order with id ${order.id}`)),
      payment: await paymentInstructions(db, order, payment, settings),
    };
  };
  return {
    orderCreateCreditFromCode: fromCode,
    orderCreditFromCodeV2: fromCode,
    orderCreateCredit: () =>
      // Bearer tokens arrive with the accounts issue; until then no caller can be signed in.
      Promise.reject(
        new HttpError(
          401,
          'UNAUTHORIZED',
          'Sign-in is not available yet (it arrives with accounts); top up with the chip code instead',
        ),
      ),
  };
}
