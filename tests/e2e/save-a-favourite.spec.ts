import { expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { publishAgent } from './support/publish-agent';
import { demoAccount, signIn } from './support/sign-in';

const { newPage } = useBrowser();

const title = `Marigold Favourite Finder ${Date.now().toString(36)}`;

it('a signed-in buyer saves a published agent and finds it on /favorites', async () => {
  const seller = await newPage();
  await signIn(seller, demoAccount('seller'));
  await publishAgent(seller, { title, price: '12', platform: 'python', useCase: 'productivity' });

  const page = await newPage();
  await signIn(page, demoAccount('buyer'));
  await page.goto(`/marketplace?search=${encodeURIComponent('Marigold')}`);
  const card = page.getByTestId('listing-card').filter({ hasText: title });
  await card.getByRole('button', { name: `Save ${title} to favorites` }).click();
  await page.getByText('Added to Favorites', { exact: true }).waitFor();
  await card.getByRole('button', { name: `Remove ${title} from favorites` }).waitFor();

  await page.goto('/favorites');
  const saved = page.getByTestId('favorite-card').filter({ hasText: title });
  await saved.waitFor();
  expect(await saved.getByRole('link', { name: `View ${title}` }).getAttribute('href')).toMatch(/^\/agent\//);

  // The saved state is read back from the server when the marketplace loads again.
  await page.goto(`/marketplace?search=${encodeURIComponent('Marigold')}`);
  await card.getByRole('button', { name: `Remove ${title} from favorites` }).waitFor();

  // A visitor is asked to sign in instead.
  const visitor = await newPage();
  await visitor.goto(`/marketplace?search=${encodeURIComponent('Marigold')}`);
  await visitor
    .getByTestId('listing-card')
    .filter({ hasText: title })
    .getByRole('button', { name: `Save ${title} to favorites` })
    .click();
  await visitor.getByText('Please sign in to save favorites', { exact: true }).waitFor();
});
