import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newAccount, signInAs } from './support/accounts';
import { useBrowser } from './support/browser';
import { e2eAdminAccessCode } from './support/main-pages';
import { demoAccount, waitForToast } from './support/session';

const { newPage } = useBrowser();

/** Longer than a list line, with a word no line can break: the message that widened the page. */
const longMessage = (who: string) =>
  `${who} here: does the agent keep the labels of forwarded threads? Our setup is described at https://example.com/a-very-long-address-without-any-place-to-break-it/${'x'.repeat(60)}`;

/** Not a video, under a video's name: the server's content check refuses it (415). */
const notAVideo = { name: 'demo.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(64 * 1024, 'not a video ') };
const videoRefusal = 'Please upload an MP4, MOV, or WebM video file.';

/** Nothing on the page reaches past the screen's right edge, so nothing scrolls sideways. */
const widthProblem = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth
      ? null
      : `${document.documentElement.scrollWidth} px wide on a ${window.innerWidth} px screen`,
  );

const rightEdge = async (locator: ReturnType<Page['locator']>) => {
  const box = await locator.boundingBox();
  return box ? box.x + box.width : Number.POSITIVE_INFINITY;
};

it.each([
  { screen: 'phone', width: 390, height: 844 },
  { screen: 'desktop', width: 1366, height: 768 },
])(
  'on a $screen ($width px): long messages stay on screen, and a refused video says why at once',
  async ({ width, height }) => {
    const viewport = { width, height };
    const seller = await newPage({ viewport });
    const sellerName = `Marisol Quill${width === 390 ? 'feather' : 'wright'}`;
    await newAccount(seller, { role: 'seller', name: sellerName });
    const buyer = await newPage({ viewport });
    const buyerName = `Bo Longreader${width === 390 ? 'phone' : 'desk'}`;
    const { email: buyerEmail } = await newAccount(buyer, { role: 'buyer', name: buyerName });

    // The buyer finds the seller by name and opens with a long message.
    await buyer.goto('/messages');
    await buyer.getByRole('combobox', { name: 'Find a person' }).fill(sellerName.slice(0, 12));
    await buyer.getByRole('option', { name: sellerName }).click();
    await buyer.getByLabel('First message').fill(longMessage('Bo'));
    await buyer.getByRole('button', { name: 'Start Conversation' }).click();
    await buyer.waitForURL(/\/messages\?conversation=/);
    const thread = buyer.getByRole('region', { name: `Conversation with ${sellerName}` });
    await thread.getByText(longMessage('Bo')).waitFor();
    // A second long one through the send box.
    const box = thread.getByRole('textbox', { name: 'Message' });
    await box.fill(longMessage('Bo again'));
    await box.press('Enter');
    // Scoped to the message list: until the send completes, the same text is still in the box.
    await thread.getByRole('list', { name: 'Messages' }).getByText(longMessage('Bo again')).waitFor();
    await buyer.getByRole('list', { name: 'Conversations' }).getByText(longMessage('Bo again')).waitFor();

    expect(await widthProblem(buyer)).toBeNull();
    expect(await rightEdge(thread.getByRole('button', { name: 'Send message' }))).toBeLessThanOrEqual(width);
    if (width >= 1024) {
      // Side by side: the list ends before the open thread starts.
      const entry = buyer.getByRole('list', { name: 'Conversations' }).getByRole('link').first();
      expect(await rightEdge(entry)).toBeLessThanOrEqual((await thread.boundingBox())!.x);
    }

    // The Support Team writes a long message; the admin Messages tab keeps it inside its card.
    const admin = await newPage({ viewport });
    await signInAs(admin, demoAccount('admin'));
    expect((await admin.request.post('/api/admin/login', { data: { accessCode: e2eAdminAccessCode } })).status()).toBe(
      200,
    );
    await admin.goto('/admin-dashboard');
    await admin.getByRole('tab', { name: 'Messages' }).click();
    await admin.getByLabel('Search users').fill(buyerEmail);
    await admin
      .getByRole('list', { name: 'Users found' })
      .getByRole('button', { name: new RegExp(buyerName) })
      .click();
    await admin.getByRole('textbox', { name: 'Message', exact: true }).fill(longMessage('Support'));
    await admin.getByRole('button', { name: 'Send', exact: true }).click();
    await waitForToast(admin, 'Message sent successfully');
    await admin
      .getByRole('list', { name: 'Support conversations' })
      .getByRole('button', { name: new RegExp(buyerName) })
      .click();
    await admin
      .getByRole('region', { name: `Conversation with ${buyerName}` })
      .getByText(longMessage('Support'))
      .waitFor();
    expect(await widthProblem(admin)).toBeNull();

    // The seller picks a file that is not a video: the dialog says why and is ready again.
    await seller.goto('/seller-dashboard');
    await seller.getByRole('button', { name: 'Upload New Agent' }).first().click();
    const dialog = seller.getByRole('dialog', { name: 'Upload New Agent' });
    await dialog.getByLabel('Demo video (optional)').setInputFiles(notAVideo);
    await waitForToast(seller, 'Error uploading video');
    await seller.getByText(videoRefusal).first().waitFor();
    await dialog.getByText('Uploading...').waitFor({ state: 'detached' });
    expect(await dialog.getByRole('button', { name: 'Upload Agent' }).isEnabled()).toBe(true);
    expect(await widthProblem(seller)).toBeNull();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The create screen sends the video with the listing: the refusal comes back, the button too.
    await seller.goto('/create-listing');
    await seller.getByLabel('Agent file').setInputFiles({
      name: 'agent.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ name: 'Label keeper', steps: ['read', 'label'] })),
    });
    await seller.getByLabel('Demo video (optional)').setInputFiles(notAVideo);
    await seller.getByLabel('Title').fill(`Label Keeper ${Date.now().toString(36)}`);
    await seller.getByLabel('Description').fill('Keeps the labels of forwarded threads in order.');
    await seller.getByLabel('Platform').selectOption('chatgpt');
    await seller.getByLabel('Use case').selectOption({ index: 1 });
    await seller.getByLabel('Price (USD)').fill('5');
    await seller.getByRole('button', { name: 'Publish Listing' }).click();
    await waitForToast(seller, 'Error Creating Listing');
    await seller.getByText(videoRefusal).first().waitFor();
    await seller.getByRole('button', { name: 'Publish Listing' }).waitFor();
    expect(await seller.getByRole('button', { name: 'Publish Listing' }).isEnabled()).toBe(true);
    expect(await widthProblem(seller)).toBeNull();
  },
  120_000,
);
