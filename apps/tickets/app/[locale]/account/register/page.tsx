// /account/register: a new account; the verification e-mail follows and the page says so.
import { RegisterForm } from './register-form';

export default function RegisterPage() {
  return <RegisterForm />;
}
