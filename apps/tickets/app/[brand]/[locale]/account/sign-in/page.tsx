// /account/sign-in: sign in with a password or with a code e-mailed for passwordless sign-in; `returnTo` (a
// path of this site only) is where a signed-in visitor goes next instead of the account overview.
import { accountMetadata } from '../../../../../lib/account-metadata';
import { sameSitePath } from '@repo/links/account-pages';
import { SignInForm } from './sign-in-form';

export const generateMetadata = ({ params }: PageProps<'/[brand]/[locale]/account/sign-in'>) =>
  accountMetadata(params, 'signIn');

export default async function SignInPage({ searchParams }: PageProps<'/[brand]/[locale]/account/sign-in'>) {
  return <SignInForm returnTo={sameSitePath((await searchParams).returnTo)} />;
}
