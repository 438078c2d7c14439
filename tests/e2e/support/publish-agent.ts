import type { Page } from 'playwright-core';

/** The smallest file the server takes for an MP4: an `ftyp` box is what its content check reads. */
export const tinyMp4 = () => {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(32, 0);
  box.write('ftypisom', 4, 'latin1');
  box.writeUInt32BE(0x200, 12);
  box.write('isomiso2mp41', 16, 'latin1');
  return box;
};

/** A picture for the listing, in the order chosen (the first is the cover). */
export type PictureToAdd = { name: string; buffer: Buffer; alt: string };

export type AgentToPublish = {
  title: string;
  price: string;
  platform: string;
  useCase: string;
  withVideo?: boolean;
  images?: PictureToAdd[];
};

/** Fills /create-listing as a seller would and waits for the move to the dashboard. */
export const publishAgent = async (page: Page, agent: AgentToPublish) => {
  await page.goto('/create-listing');
  await page.getByRole('heading', { name: 'Sell an Agent' }).waitFor();
  await page.getByLabel('Agent file').setInputFiles({
    name: 'agent.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ name: agent.title, steps: ['read', 'sort'] })),
  });
  if (agent.withVideo) {
    await page
      .getByLabel('Demo video (optional)')
      .setInputFiles({ name: 'demo.mp4', mimeType: 'video/mp4', buffer: tinyMp4() });
  }
  await page.getByLabel('Title').fill(agent.title);
  await page.getByLabel('Description').fill('Sorts incoming invoices by supplier and due date, every morning.');
  await page.getByLabel('Platform').selectOption(agent.platform);
  await page.getByLabel('Use case').selectOption(agent.useCase);
  await page.getByLabel('Price (USD)').fill(agent.price);
  // Tag chips are checkboxes inside their labels; the label is what a person clicks.
  await page
    .locator('label')
    .filter({ hasText: /^Automation$/ })
    .click();
  if (agent.images?.length) {
    await page
      .getByLabel('Add images')
      .setInputFiles(agent.images.map(({ name, buffer }) => ({ name, mimeType: 'image/png', buffer })));
    for (const [index, { alt }] of agent.images.entries()) {
      await page.getByLabel(new RegExp(`^Alt text for image ${index + 1}( \\(cover\\))?$`)).fill(alt);
    }
  }
  await page.getByRole('button', { name: 'Publish Listing' }).click();
  await page.waitForURL('**/seller-dashboard');
  await page.getByText('Listing Created Successfully!', { exact: true }).waitFor();
};
