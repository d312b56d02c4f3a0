import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import borders of docs/architecture.md are biome.json's noRestrictedImports overrides. This lints
// a few deliberate violations (and their allowed neighbours) with the project's own configuration, in a
// scratch folder laid out like the project, so `npm run lint` is known to fail on each of them.

const root = path.resolve(import.meta.dirname, '../..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');

/** Each file's lines: `bad` ones must be refused by the rule, `ok` ones allowed. */
const cases: Record<string, { ok: string[]; bad: string[] }> = {
  'src/server/modules/orders/orders.service.ts': {
    ok: [
      './orders.repository.ts',
      '../discounts/discounts.service.ts',
      '../../storage/storage.ts',
      '#server/modules/discounts/discounts.service',
      '#server/storage/storage',
      '#shared/money',
    ],
    bad: [
      '../discounts/discounts.repository.ts',
      '../../payments/payments.repository.ts',
      '../../../web/lib/format.ts',
      '#server/modules/discounts/discounts.repository',
      '#web/lib/format.ts',
    ],
  },
  // Tests may set up another module's rows through its repository.
  'src/server/modules/orders/orders.service.test.ts': {
    ok: ['../discounts/discounts.repository.ts'],
    bad: [],
  },
  'src/server/payments/paypal.service.ts': {
    ok: [
      './payments.repository.ts',
      '../modules/orders/orders.service.ts',
      '#server/modules/orders/orders.service',
    ],
    bad: ['../modules/orders/orders.repository.ts', '#server/modules/orders/orders.repository'],
  },
  'src/server/modules/auth/admin-guard.ts': {
    ok: ['../modules/auth/auth.service.ts'],
    bad: ['../modules/auth/auth.repository.ts'],
  },
  'src/shared/schemas/product.ts': {
    ok: ['./common.ts', '../money.ts'],
    bad: ['../../server/errors.ts', '../../web/lib/format.ts', '#server/errors', '#web/lib/format.ts'],
  },
  'src/web/app/routes.tsx': {
    ok: ['../features/cart/components/cart-page.tsx', '../../shared/money.ts', '#shared/money'],
    bad: ['../../server/app.ts', '#server/app'],
  },
  'src/web/features/promo/banner-state.ts': {
    ok: [
      './countdown.ts',
      '../cart/index.ts',
      '../../lib/format.ts',
      '#web/features/cart/index.ts',
      '#web/lib/format.ts',
    ],
    bad: ['../cart/api/get-cart.ts', '#web/features/cart/api/get-cart.ts'],
  },
  'src/web/features/admin-promotions/components/banner-settings-panel.tsx': {
    ok: ['../../promo/index.ts', '../api/save-promo-settings.ts', '../../../components/ui/button.tsx'],
    bad: [
      '../../promo/components/promo-banner-view.tsx',
      '../../promo/banner-styles.ts',
      '../../../../server/app.ts',
      '#web/features/promo/components/promo-banner-view.tsx',
      '#server/app',
    ],
  },
  'src/web/features/product/components/reviews/reviews-panel.tsx': {
    ok: ['../../api/get-product.ts', '../../../cart/index.ts', '../../../../components/ui/button.tsx'],
    bad: ['../../../cart/hooks/use-cart.ts', '#web/features/cart/hooks/use-cart.ts'],
  },
};

type Diagnostic = { category: string; location: { path: string; start: { line: number } } };

let scratch: string;
let refused: Set<string>;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'import-borders-'));
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  config.vcs = { enabled: false };
  writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
  for (const [file, { ok, bad }] of Object.entries(cases)) {
    const specifiers = [...ok, ...bad];
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    const lines = specifiers.map((specifier, i) => `import { x${i} } from '${specifier}';`);
    lines.push(`export const all = [${specifiers.map((_, i) => `x${i}`).join(', ')}];`);
    writeFileSync(path.join(scratch, file), `${lines.join('\n')}\n`);
  }
  const run = spawnSync(biome, ['lint', '--only=style/noRestrictedImports', '--reporter=json', '.'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  refused = new Set(
    report.diagnostics
      .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
      .map((diagnostic) => `${diagnostic.location.path}:${diagnostic.location.start.line}`),
  );
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('the import borders (biome.json)', () => {
  for (const [file, { ok, bad }] of Object.entries(cases)) {
    it(`${file}: refuses ${bad.length} import(s) and allows ${ok.length}`, () => {
      const result = (specifier: string, i: number) =>
        `${specifier} ${refused.has(`${file}:${i + 1}`) ? 'refused' : 'allowed'}`;
      expect([...ok, ...bad].map(result)).toEqual([
        ...ok.map((specifier) => `${specifier} allowed`),
        ...bad.map((specifier) => `${specifier} refused`),
      ]);
    });
  }
});
