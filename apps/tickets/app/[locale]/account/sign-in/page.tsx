// /account/sign-in: sign in with a password or with a code e-mailed for passwordless sign-in.
import { SignInForm } from './sign-in-form';

export default function SignInPage() {
  return <SignInForm />;
}
