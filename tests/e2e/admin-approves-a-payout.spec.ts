import { expect, it } from 'vitest';
import { buyWithCard, listAgent, newAccount, signInAs } from './support/accounts';
import { useBrowser } from './support/browser';
import { e2eAdminAccessCode as accessCode } from './support/main-pages';
import { demoAccount, waitForToast } from './support/session';

const { newPage } = useBrowser();

it('an admin enters the access code, marks a seller’s payout paid and finds it in the audit log', async () => {
  // A new seller with one sale and a pending $5.00 payout (the payout dialog has its own journey).
  const seller = await newPage();
  const { email } = await newAccount(seller, { role: 'seller', name: 'Parker Payee' });
  const listing = await listAgent(seller, { title: `Invoice Chaser ${Date.now().toString(36)}`, price: '10.00' });
  const buyer = await newPage();
  await signInAs(buyer, demoAccount('buyer'));
  await buyWithCard(buyer, listing.id);
  await waitForToast(buyer, 'Payment Successful');
  const requested = await seller.request.post('/api/payouts', {
    data: { amount: '5.00', payoutMethod: 'paypal', paypalEmail: 'parker@paypal.example' },
  });
  expect(requested.status(), await requested.text()).toBe(201);

  // The role alone does not open the dashboard.
  const admin = await newPage();
  await signInAs(admin, demoAccount('admin'));
  await admin.goto('/admin-dashboard');
  await waitForToast(admin, 'Please log in with admin access code');
  await admin.waitForURL('**/admin-login');

  // A wrong code is refused and cleared; the right one opens the dashboard.
  const code = admin.getByLabel('Access Code');
  await code.fill('not-the-code');
  await admin.getByRole('button', { name: 'Access Dashboard' }).click();
  await waitForToast(admin, 'Invalid access code');
  await expect.poll(() => code.inputValue()).toBe('');
  await code.fill(accessCode);
  await admin.getByRole('button', { name: 'Access Dashboard' }).click();
  await waitForToast(admin, 'Welcome to the Admin Dashboard');
  await admin.waitForURL('**/admin-dashboard');
  await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

  // Mark Paid, once confirmed: stored completed, shown "Paid".
  await admin.getByRole('tab', { name: 'Payouts' }).click();
  const row = admin.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Mark Paid' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Mark this payout as paid?' });
  await confirm.getByRole('button', { name: 'Mark Paid' }).click();
  await waitForToast(admin, 'Payout request has been marked as paid');
  await row.getByText('Paid', { exact: true }).waitFor();
  await row.getByRole('button', { name: 'Mark Paid' }).waitFor({ state: 'detached' });

  // The decision and the sign-ins are on record.
  await admin.getByRole('tab', { name: 'Audit log' }).click();
  const log = admin.getByRole('table', { name: 'Audit log' });
  await log.getByRole('row').filter({ hasText: 'payout.completed' }).first().waitFor();
  await log.getByRole('row').filter({ hasText: 'admin.sign_in_failed' }).first().waitFor();

  // Logout ends the elevation and goes home; the dashboard is closed again.
  await admin.getByRole('button', { name: 'Logout' }).click();
  await admin.waitForURL((url) => url.pathname === '/');
  const verify = await admin.request.get('/api/admin/verify');
  expect(verify.status()).toBe(403);
});
