// One titled section of the account overview, labelled by its heading.
import { Card } from '@repo/ui/card';
import type { ReactNode } from 'react';
import { useId } from 'react';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card>
        <h2 id={id} className="text-xl font-semibold text-brand-900">
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}
