// /account/forgot-password: e-mails a set-password link (never says whether the e-mail has an account).
import { accountMetadata } from '../../../../../lib/account-metadata';
import { ForgotPasswordForm } from './forgot-password-form';

export const generateMetadata = ({ params }: PageProps<'/[brand]/[locale]/account/forgot-password'>) =>
  accountMetadata(params, 'forgot');

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
