// /account/verify-email?token=: the link of the verification e-mail.
import { VerifyEmail } from './verify-email';

export default async function VerifyEmailPage({ searchParams }: PageProps<'/[locale]/account/verify-email'>) {
  const { token } = await searchParams;
  return <VerifyEmail token={typeof token === 'string' ? token : ''} />;
}
