// The frame of the sign-in, register and password pages: a card with a heading and optional intro.
import { Card } from '@repo/ui/card';
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="mx-auto w-full max-w-md">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold text-brand-900">{title}</h1>
        {intro ? <p className="text-muted">{intro}</p> : null}
      </div>
      {children}
    </Card>
  );
}
