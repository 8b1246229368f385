// /account/credit-refund: ask for a chip's unspent credit back after the event (signed in or with the receipt code).
import { accountMetadata } from '../../../../../lib/account-metadata';
import { CreditRefundPage } from '../_components/credit-refund';

export const generateMetadata = ({ params }: PageProps<'/[brand]/[locale]/account/credit-refund'>) =>
  accountMetadata(params, 'creditRefund');

export default function Page() {
  return <CreditRefundPage />;
}
