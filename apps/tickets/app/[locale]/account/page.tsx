// /account: the signed-in visitor's tickets by event, chips, orders, favourites and profile.
import { AccountOverview } from './_components/account-overview';

export default function AccountPage() {
  return <AccountOverview />;
}
