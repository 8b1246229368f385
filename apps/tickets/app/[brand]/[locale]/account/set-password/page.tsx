// /account/set-password?accessCode=&email=: the link of a reset or welcome e-mail (and the setPassword deep link).
import { accountMetadata } from '../../../../../lib/account-metadata';
import { SetPasswordForm } from './set-password-form';

export const generateMetadata = ({ params }: PageProps<'/[brand]/[locale]/account/set-password'>) =>
  accountMetadata(params, 'setPassword');

export default async function SetPasswordPage({
  searchParams,
}: PageProps<'/[brand]/[locale]/account/set-password'>) {
  const query = await searchParams;
  const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');
  return <SetPasswordForm accessCode={text(query.accessCode)} email={text(query.email)} />;
}
