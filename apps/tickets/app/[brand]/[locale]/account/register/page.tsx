// /account/register: a new account; the verification e-mail follows and the page says so.
import { accountMetadata } from '../../../../../lib/account-metadata';
import { RegisterForm } from './register-form';

export const generateMetadata = ({ params }: PageProps<'/[brand]/[locale]/account/register'>) =>
  accountMetadata(params, 'register');

export default function RegisterPage() {
  return <RegisterForm />;
}
