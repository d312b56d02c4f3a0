import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { moveSourceMaps, precompressAssets } from './precompress-assets.ts';

function clientDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-build-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const script = 'export const greeting = "hello, print shop";\n'.repeat(100);

describe('precompressAssets', () => {
  it('writes .br and .gz copies that decompress to the file, for text files of 1 KiB or more only', async () => {
    const dir = clientDir({
      'assets/app-abc.js': script,
      'assets/app-abc.css': `body { color: red; }\n`.repeat(100),
      'assets/tiny-abc.js': 'export {};\n',
      'assets/photo-abc.webp': 'x'.repeat(5000),
      'index.html': `<!doctype html>${'<p>page</p>'.repeat(200)}`,
    });
    expect(await precompressAssets(dir)).toBe(2);
    const file = path.join(dir, 'assets/app-abc.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'assets/app-abc.css.br'))).toBe(true);
    for (const skipped of ['assets/tiny-abc.js', 'assets/photo-abc.webp', 'index.html']) {
      expect(existsSync(path.join(dir, `${skipped}.br`)), skipped).toBe(false);
      expect(existsSync(path.join(dir, `${skipped}.gz`)), skipped).toBe(false);
    }
  });
});

describe('moveSourceMaps', () => {
  it('moves every .map out of the served folder, keeping its path, and leaves the rest', async () => {
    const dir = clientDir({ 'assets/app-abc.js': script, 'assets/app-abc.js.map': '{"version":3}' });
    const mapsDir = path.join(mkdtempSync(path.join(tmpdir(), 'maps-')), 'client-sourcemaps');
    expect(await moveSourceMaps(dir, mapsDir)).toBe(1);
    expect(existsSync(path.join(dir, 'assets/app-abc.js.map'))).toBe(false);
    expect(readFileSync(path.join(mapsDir, 'assets/app-abc.js.map'), 'utf8')).toBe('{"version":3}');
    expect(existsSync(path.join(dir, 'assets/app-abc.js'))).toBe(true);
  });
});
