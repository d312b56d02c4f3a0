import { logInAsAdmin } from './admin-login.ts';
import { seriousViolations } from './axe.ts';
import { shootAtBothWidths } from './screenshots.ts';
import { expect, test } from './test.ts';

/** The Categories tab against the real server: create with a custom option, edit, delete. */
test('the admin creates, edits and deletes a category @phone', async ({ page }, testInfo) => {
  const name = `Window Graphics ${testInfo.project.name} ${Date.now()}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await page.goto('/admin/categories');
  await logInAsAdmin(page);
  await expect(page.getByRole('button', { name: 'Add Category' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await expect(dialog.getByLabel('Slug')).toHaveValue(slug);
  await dialog.getByLabel(/Description/).fill('Perforated and clear vinyl for windows');
  await dialog.getByRole('button', { name: 'Add Option' }).click();
  await dialog.getByLabel('Option name, option 1').fill('Mounting');
  await dialog.getByLabel('Required, option 1').check();
  await dialog.getByLabel('Type, option 1').selectOption('select');
  await dialog
    .getByLabel(/^Code, /)
    .first()
    .fill('inside');
  await dialog
    .getByLabel(/^Label, /)
    .first()
    .fill('Inside the glass');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByText('Category created successfully', { exact: true })).toBeVisible();

  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText(`/${slug}`);
  await expect(item).toContainText('Mounting');
  await expect(item).toContainText('*');
  const stored = await (await page.request.get('/api/categories')).json();
  expect(stored).toEqual(expect.arrayContaining([expect.objectContaining({ name, slug })]));

  // Window graphics are seen from the street: the owner sets the artwork check's thresholds for them.
  await item.getByRole('button', { name: `Edit ${name}` }).click();
  await dialog.getByLabel(/Description/).fill('Clear vinyl only');
  await dialog.getByLabel('Great for print from (DPI)').fill('120');
  await dialog.getByRole('button', { name: 'Update Category' }).click();
  await expect(dialog.getByText('Set both thresholds, or leave both empty')).toBeVisible();
  await dialog.getByLabel('OK at this size from (DPI)').fill('60');
  await shootAtBothWidths(page, 'admin-category-print-quality', dialog);
  await dialog.getByRole('button', { name: 'Update Category' }).click();
  await expect(page.getByText('Category updated successfully', { exact: true })).toBeVisible();
  await expect(item).toContainText('Clear vinyl only');
  const updated = await (await page.request.get('/api/categories')).json();
  expect(updated).toEqual(
    expect.arrayContaining([expect.objectContaining({ slug, printDpiGreat: 120, printDpiOk: 60 })]),
  );

  await item.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this category?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Category deleted successfully', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  const after = await (await page.request.get('/api/categories')).json();
  expect(after.map((category: { slug: string }) => category.slug)).not.toContain(slug);
});
