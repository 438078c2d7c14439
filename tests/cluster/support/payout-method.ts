import { demoAccount } from './demo-accounts';
import { createVisitor } from './visitor';

export const PAYOUT_EMAIL = 'seller-payouts@demo.agentsy.dev';

/** The demo seller saves a PayPal address for payouts, through nginx. */
export const savePayoutMethod = async (clusterUrl: string, dataDir: string) => {
  const seller = createVisitor(clusterUrl);
  const { email, password } = demoAccount('seller', dataDir);
  await seller.signIn(email, password);
  const saved = await seller.post('/api/payout-preferences', { payoutMethod: 'paypal', paypalEmail: PAYOUT_EMAIL });
  if (saved.status !== 200) throw new Error(`saving the payout method failed: ${saved.status} ${saved.text}`);
};
