import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { looksRed, looksWhite, pdfWithVectorArt, vectorArtSpots } from '../src/server/test/artwork-files.ts';
import { logInAsAdmin } from './admin-login.ts';
import { shopWithMail } from './mail-shop.ts';
import { shootAtBothWidths } from './screenshots.ts';
import { expect, newVisitor, test } from './test.ts';

/**
 * The artwork check (docs/product/storefront.md#the-artwork-check) and proofs
 * (docs/product/orders-and-statuses.md#proofs) in one journey, on a shop of its own (port 3203) whose mail
 * goes to a real SMTP server started here. A picture too small for the banner is red, a correct PDF green;
 * the order asks for a proof; the customer asks for changes from the e-mailed link, approves version 2, and
 * only then can the admin set In Progress.
 */

const shopEmail = 'owner@proofs.example';
const { base, mailsTo, orderLink } = shopWithMail(3203, { SHOP_NOTIFY_EMAIL: shopEmail });

test.describe.configure({ mode: 'serial' });

async function png(width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#2148d6' } })
    .png()
    .toBuffer();
  return { name: `logo-${width}x${height}.png`, mimeType: 'image/png', buffer };
}

/** A 2′ × 4′ page in points (72 a inch), designed (paths, a clip, a picture, text) as a designer would export it. */
const bannerPdf = {
  name: 'banner-2x4.pdf',
  mimeType: 'application/pdf',
  buffer: pdfWithVectorArt(3456, 1728),
};

/** The colours of a thumbnail of the banner's page where its red panel and its white margin are. */
async function thumbnailSpots(image: Locator) {
  return image.evaluate(async (img: HTMLImageElement, spots) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const at = ([x = 0, y = 0]: readonly number[]) => [
      ...context
        .getImageData(Math.round(x * canvas.width), Math.round(y * canvas.height), 1, 1)
        .data.slice(0, 3),
    ];
    return { red: at(spots.red), white: at(spots.white) };
  }, vectorArtSpots);
}

/** Whether a thumbnail shows the banner's page: its red panel in its white margin, not a blank page. */
async function expectBannerDrawn(image: Locator) {
  const spots = await thumbnailSpots(image);
  expect(looksRed(spots.red), `red panel, got ${spots.red}`).toBe(true);
  expect(looksWhite(spots.white), `white margin, got ${spots.white}`).toBe(true);
}
/** A proof as the shop would draw it: the banner's design with the phone number, larger in version 2. */
async function proof(version: number) {
  const phoneSize = version === 1 ? 60 : 96;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800">
    <rect width="1600" height="800" fill="#1d4ed8"/><rect x="40" y="40" width="1520" height="720" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="24 12"/>
    <text x="800" y="330" font-family="sans-serif" font-size="150" font-weight="700" fill="#fff" text-anchor="middle">GRAND OPENING</text>
    <text x="800" y="520" font-family="sans-serif" font-size="${phoneSize}" fill="#fde047" text-anchor="middle">Call (555) 123-4567</text>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).png().toBuffer();
  return { name: `proof-v${version}.png`, mimeType: 'image/png', buffer };
}

async function sendProof(details: Locator, file: Awaited<ReturnType<typeof proof>>, note: string) {
  const form = details.getByRole('form', { name: /^Send a proof of Vinyl Banner/ });
  await form.getByLabel(/PDF, PNG or JPEG/).setInputFiles(file);
  await form.getByLabel(/Note to the customer/).fill(note);
  await form.getByRole('button', { name: /^Send/ }).click();
}

test('artwork check → order with a proof → changes requested → version 2 approved → In Progress', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = 'rae@example.com';

  // The configurator's check: 600 × 300 px is red on a 3′ × 6′ banner and stays red, with new figures, at 2′ × 4′.
  await page.goto(`${base}/products/vinyl-banners`);
  const form = page.locator('form').filter({ has: page.getByLabel('Quantity') });
  await form.getByLabel('Size', { exact: true }).selectOption('3x6');
  await page.getByLabel(/Upload Artwork Files/).setInputFiles(await png(600, 300));
  const chosen = page.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByText('Low resolution: this may print blurry')).toBeVisible();
  await expect(chosen.getByText(/600 × 300 px printed at 36 × 72 in is about 8 DPI/)).toBeVisible();
  await form.getByLabel('Size', { exact: true }).selectOption('2x4');
  await expect(chosen.getByText(/600 × 300 px printed at 24 × 48 in is about 12 DPI/)).toBeVisible();

  // A correct PDF instead: green, with a thumbnail of its page, in the cart.
  await chosen.getByRole('button', { name: 'Remove logo-600x300.png' }).click();
  await page.getByLabel(/Upload Artwork Files/).setInputFiles(bannerPdf);
  // The browser reads the PDF itself at once (pdf.js, loaded only now): its page against the size.
  await expect(chosen.getByText('Great for print')).toBeVisible();
  await expect(chosen.getByText('The page is 48 × 24 in, the size ordered.')).toBeVisible();
  await expect(chosen.locator('img')).toHaveAttribute('src', /^blob:/);
  await expectBannerDrawn(chosen.locator('img'));
  await shootAtBothWidths(page, 'configurator-artwork-green-pdf', form);
  await form.getByLabel('Size', { exact: true }).selectOption('3x6');
  await expect(chosen.getByText(/the same shape as 36 × 72 in: it is scaled to fit/)).toBeVisible();
  await form.getByLabel('Size', { exact: true }).selectOption('2x4');
  await form.getByRole('combobox', { name: 'Grommets' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Order Now' }).click();
  const files = page.getByRole('list', { name: /^Files for/ });
  await expect(files.getByText('Great for print')).toBeVisible();
  await expect(files.locator('img')).toHaveAttribute('src', /^data:image\/webp;base64,/);
  // The server drew the page too (pdf.js in its worker), not a blank or a refusal.
  await expectBannerDrawn(files.locator('img'));

  await page.getByRole('button', { name: 'Continue to Information' }).click();
  await page.getByLabel(/Full Name/).fill('Rae Carter');
  await page.getByLabel(/Email/).fill(email);
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('radio', { name: /Store Pickup/ }).check();
  await expect(
    page.getByRole('radio', { name: /E-mail me a proof to approve before printing/ }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Pay in Store/ }).check();
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';

  // The admin sends a proof with a note.
  const { context: desk, page: admin } = await newVisitor(browser);
  await admin.goto(`${base}/admin/orders`);
  await logInAsAdmin(admin);
  await admin.getByRole('button', { name: `View order ${orderNumber}` }).click();
  const details = admin.getByRole('dialog', { name: `Order ${orderNumber}` });
  const proofs = details.getByRole('region', { name: 'Proofs' });
  await expect(proofs).toContainText('E-mail me a proof to approve before printing');
  await sendProof(details, await proof(1), 'Please check the phone number.');
  await expect(proofs.getByTestId('proof-state')).toHaveText('Proof sent');

  // The customer opens the link from the e-mail in a fresh browser and asks for changes.
  const [proofMail] = await mailsTo(
    email,
    new RegExp(`^Your proof of Vinyl Banners for order ${orderNumber}`),
  );
  const { context: elsewhere, page: reader } = await newVisitor(browser);
  await reader.goto(orderLink(proofMail!));
  const yours = reader.getByRole('region', { name: 'Your proofs' });
  await expect(
    yours.getByRole('img', { name: /Proof of Vinyl Banners, version 1, page 1 of 1/ }),
  ).toBeVisible();
  await expect(yours).toContainText('Please check the phone number.');
  await expect(reader.getByTestId('order-expected')).toContainText('if you approve your proof today');
  await shootAtBothWidths(reader, 'order-page-proof');
  await yours.getByRole('button', { name: 'Request changes' }).click();
  await yours.getByRole('button', { name: 'Send request' }).click();
  await expect(yours.getByText('Tell us what to change', { exact: true })).toBeVisible();
  await yours.getByLabel(/What should we change/).fill('Make the phone number larger, please.');
  await yours.getByRole('button', { name: 'Send request' }).click();
  await expect(yours.getByTestId('proof-state')).toHaveText('Changes requested');

  // The shop is told; the admin sees the comment, cannot start production, and sends version 2.
  const [shopMail] = await mailsTo(shopEmail, /asked for changes/);
  expect(shopMail!.text).toContain('Make the phone number larger, please.');
  await admin.reload();
  await admin.getByRole('button', { name: `View order ${orderNumber}` }).click();
  await expect(proofs.getByTestId('proof-state')).toHaveText('Changes requested');
  await expect(proofs).toContainText('Make the phone number larger, please.');
  await details.getByLabel(`Status of order ${orderNumber}`).selectOption('in_progress');
  await expect(admin.getByText(/has not approved a proof of every item/).first()).toBeVisible();
  await expect(details.getByLabel(`Status of order ${orderNumber}`)).toHaveValue('new');
  await sendProof(details, await proof(2), 'The phone number is now 20 % larger.');
  await expect(proofs.getByTestId('proof-state')).toHaveText('Proof sent');
  await proofs.getByText('Earlier version').click();
  await expect(proofs).toContainText('Version 1');
  await shootAtBothWidths(admin, 'admin-proof-panel', proofs);

  // Version 2 from its own e-mail: approved.
  const [revised] = await mailsTo(email, /^A revised proof of Vinyl Banners for order/);
  await reader.goto(orderLink(revised!));
  await expect(yours.getByRole('img', { name: /version 2, page 1/ })).toBeVisible();
  await yours.getByRole('button', { name: 'Approve proof' }).click();
  // Approving is asked first, naming the size and the file's check, and saying what is printed.
  const approving = reader.getByRole('alertdialog', { name: 'Approve the proof of Vinyl Banners?' });
  await expect(approving).toContainText('We print exactly what version 2 of this proof shows.');
  await expect(approving.getByTestId('approve-line')).toContainText('Size: ');
  await expect(approving.getByText('Great for print')).toBeVisible();
  await shootAtBothWidths(reader, 'order-page-approve-proof', approving);
  await approving.getByRole('button', { name: 'Approve and print' }).click();
  await expect(yours.getByTestId('proof-state')).toHaveText('Proof approved');
  await expect(yours).toContainText('Every proof is approved');
  await mailsTo(shopEmail, /approved the proof/);

  // Now the order may go to production.
  await admin.reload();
  await admin.getByRole('button', { name: `View order ${orderNumber}` }).click();
  await expect(proofs.getByTestId('proof-state')).toHaveText('Proof approved');
  await details.getByLabel(`Status of order ${orderNumber}`).selectOption('in_progress');
  await expect(admin.getByText('Order status updated').first()).toBeVisible();
  await expect(details.getByLabel(`Status of order ${orderNumber}`)).toHaveValue('in_progress');

  await elsewhere.close();
  await desk.close();
});
