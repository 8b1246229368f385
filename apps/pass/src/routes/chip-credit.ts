// Handlers of the chip credit endpoints.
import type { chipCreditEndpoints } from '@repo/contract/chip-credit';
import type { Db } from '../db/database';
import { found } from '../http/http-error';
import type { HandlerInput, HandlersOf } from '../http/register-endpoint';
import { createAccountCreditOrder, createCreditOrder } from '../selling/chip-credit';
import { findOrder, toOrderSummary } from '../selling/orders';
import type { OrderConfig, OrderRow, PaymentRow } from '../selling/orders';
import { paymentInstructions } from '../payments/instructions';

export interface ChipCreditConfig extends OrderConfig {
  publicPassUrl: string;
}

export function chipCreditHandlers(settings: ChipCreditConfig): HandlersOf<typeof chipCreditEndpoints> {
  const created = async (db: Db, { order, payment }: { order: OrderRow; payment: PaymentRow }) => ({
    errorText: 'OK' as const,
    order: toOrderSummary(found(await findOrder(db, order.id), 'order', `No order with id ${order.id}`)),
    payment: await paymentInstructions(db, order, payment, settings),
  });
  const fromCode = async ({
    db,
    body,
    ctx,
  }: Pick<HandlerInput<(typeof chipCreditEndpoints)['orderCreateCreditFromCode']>, 'db' | 'body' | 'ctx'>) =>
    created(
      db,
      await createCreditOrder(
        db,
        {
          ...body,
          languageId: body.languageId ?? ctx.languageId,
          reqSourceId: ctx.agentSource,
          brandId: ctx.brandId,
        },
        settings,
      ),
    );
  return {
    orderCreateCreditFromCode: fromCode,
    orderCreditFromCodeV2: fromCode,
    orderCreateCredit: async ({ db, body, ctx, principal }) => {
      const { account } = principal;
      return created(
        db,
        await createAccountCreditOrder(
          db,
          {
            ...body,
            languageId: body.languageId ?? account.languageId,
            reqSourceId: ctx.agentSource,
            brandId: ctx.brandId,
          },
          account,
          settings,
        ),
      );
    },
  };
}
