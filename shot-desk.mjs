import { chromium, request } from '@playwright/test';
import { randomUUID } from 'node:crypto';
const base = 'http://127.0.0.1:3321';
const products = await (await fetch(`${base}/api/products`)).json();
async function place(name, email, productIndex, { rush = false, qty = 1, proof = false } = {}) {
  const ctx = await request.newContext({ baseURL: base, extraHTTPHeaders: { 'X-Session-Id': randomUUID() } });
  const detail = await (await ctx.get(`/api/products/${products[productIndex].slug}`)).json();
  const p = detail.product ?? detail;
  const form = { productId: String(p.id), quantity: String(qty), designMethod: 'create', designNotes: 'Logo and phone number, bold red', isRush: String(rush) };
  if (p.sizes?.length) form.size = p.sizes[0].value ?? p.sizes[0].code;
  if (p.materials?.length) form.material = p.materials[0].value ?? p.materials[0].code;
  const custom = {};
  for (const option of p.customOptions ?? []) if (option.required) custom[option.id] = option.type === 'multiselect' ? [option.values[0].value] : option.values[0].value;
  form.customOptions = JSON.stringify(custom);
  if (p.cutShapes?.length) form.cutShape = p.cutShapes[0].value ?? p.cutShapes[0].code;
  if (p.finishes?.length) form.finish = p.finishes[0].value ?? p.finishes[0].code;
  const added = await ctx.post('/api/cart', { multipart: form });
  if (!added.ok()) console.log('cart', added.status(), await added.text());
  const order = await ctx.post('/api/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { customer: { name, email, phone: '312 555 0100', company: 'Acme Signs', address: '', city: '', state: '', zipCode: '', notes: '' }, shippingMethod: 'pickup', paymentMethod: 'store', proofRequested: proof },
  });
  const body = await order.json();
  if (!order.ok()) console.log('order', order.status(), JSON.stringify(body));
  await ctx.dispose();
  return body.id ?? body.order?.id;
}
const ids = [];
ids.push(await place('Ada Lovelace', 'ada@analytical.example', 0, { qty: 2 }));
ids.push(await place('Grace Hopper', 'grace@navy.example', 1, { rush: true, qty: 1 }));
ids.push(await place('Linus Torvalds', 'linus@kernel.example', 0, { qty: 250, proof: true }));
ids.push(await place('Margaret Hamilton', 'margaret@apollo.example', 1, { qty: 5 }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await admin.newPage();
await page.goto(`${base}/admin`);
await page.waitForLoadState('networkidle');
await page.getByLabel('Email').fill('owner@shot.example');
await page.getByLabel('Password').fill('shot admin password');
await page.getByRole('button', { name: 'Log In' }).click();
await page.getByRole('heading', { name: 'Sales at a glance' }).waitFor();
for (const id of ids.slice(0, 3)) await page.request.post(`${base}/api/admin/orders/${id}/mark-paid`);
await page.request.patch(`${base}/api/admin/orders/${ids[0]}/status`, { data: { status: 'in_progress', notifyCustomer: false } });
const out = process.argv[2] ?? '/tmp';
for (const [tab, wait] of [['overview', 'Sales at a glance'], ['production', 'Production Queue']]) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`${base}/admin/${tab}`);
    await page.getByRole('heading', { name: wait }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/${tab}-${width}.png`, fullPage: true });
  }
}
await browser.close();
console.log('ids', ids);
