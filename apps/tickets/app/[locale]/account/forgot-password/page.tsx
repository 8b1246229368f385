// /account/forgot-password: e-mails a set-password link (never says whether the e-mail has an account).
import { ForgotPasswordForm } from './forgot-password-form';

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
