// /account: the signed-in visitor's tickets by event, chips, orders, favourites and profile.
import { accountMetadata } from '../../../../lib/account-metadata';
import { AccountOverview } from './_components/account-overview';

export const generateMetadata = ({ params }: PageProps<'/[brand]/[locale]/account'>) =>
  accountMetadata(params, 'overview');

export default function AccountPage() {
  return <AccountOverview />;
}
