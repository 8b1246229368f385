// /account/verify-email?token=: the link of the verification e-mail.
import { accountMetadata } from '../../../../../lib/account-metadata';
import { VerifyEmail } from './verify-email';

export const generateMetadata = ({ params }: PageProps<'/[brand]/[locale]/account/verify-email'>) =>
  accountMetadata(params, 'verify');

export default async function VerifyEmailPage({
  searchParams,
}: PageProps<'/[brand]/[locale]/account/verify-email'>) {
  const { token } = await searchParams;
  return <VerifyEmail token={typeof token === 'string' ? token : ''} />;
}
