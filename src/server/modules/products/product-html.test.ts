import { describe, expect, it } from 'vitest';
import { createProductHtmlCache, sanitizeProductHtml } from './product-html.ts';

describe('sanitizeProductHtml', () => {
  it.each([
    ['a script', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['an event handler', '<img src="x" onerror="alert(2)">', '<img src="x" />'],
    ['a javascript: link', '<a href="javascript:alert(3)">x</a>', '<a>x</a>'],
    ['a mixed-case, entity-split javascript: link', '<a href="JaVa&#x09;ScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['a data: image', '<img src="data:image/png;base64,AAAA" alt="a">', '<img alt="a" />'],
    ['a javascript: image', '<img src="javascript:alert(1)">', '<img />'],
    ['an iframe with its content', '<iframe src="https://evil.example">x</iframe><p>b</p>', '<p>b</p>'],
    ['style, class and id', '<p style="color:red" class="big" id="x">t</p>', '<p>t</p>'],
    ['a style element', '<style>body{display:none}</style><p>t</p>', '<p>t</p>'],
    ['forms', '<form action="/x"><input name="a"><button>Go</button></form>', 'Go'],
    ['an svg script', '<svg><script>alert(1)</script></svg>t', 't'],
    ['an object', '<object data="x.swf">o</object>', ''],
    ['a target other than _blank', '<a href="/a" target="_top">a</a>', '<a href="/a">a</a>'],
  ])('removes %s', (_case, html, expected) => {
    expect(sanitizeProductHtml(html)).toBe(expected);
  });

  it.each([
    [
      'paragraphs and inline marks',
      '<p>a <strong>b</strong> <em>c</em> <b>d</b> <i>e</i> <u>f</u><br />g</p>',
    ],
    ['headings', '<h2>A</h2><h3>B</h3><h4>C</h4>'],
    ['lists', '<ul><li>a</li></ul><ol start="3"><li>b</li></ol>'],
    [
      'tables',
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">B</td></tr></tbody></table>',
    ],
    [
      'http, https, mailto and tel links',
      '<a href="https://a.example/x?y=1&amp;z=2" title="t">a</a><a href="http://b.example">b</a><a href="mailto:shop@example.com">m</a><a href="tel:+15551234">t</a>',
    ],
    ['relative links', '<a href="/products/vinyl-banners">v</a>'],
    ['images with size and alt', '<img src="/media/a.webp" alt="A banner" width="600" height="450" />'],
    [
      'absolute and protocol-relative images',
      '<img src="https://cdn.example/a.png" /><img src="//cdn.example/b.png" />',
    ],
    [
      'quotes, code and rules',
      '<blockquote>q</blockquote><pre><code>x &lt; y</code></pre><hr /><div><span>s</span></div>',
    ],
  ])('keeps %s', (_case, html) => {
    expect(sanitizeProductHtml(html)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to links opening a new window, keeping other rel values', () => {
    expect(sanitizeProductHtml('<a href="https://a.example" target="_blank">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeProductHtml('<a href="https://a.example" target="_blank" rel="nofollow">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="nofollow noopener noreferrer">a</a>',
    );
  });

  it('escapes text and leaves null as null', () => {
    expect(sanitizeProductHtml('1 < 2 & "x"')).toBe('1 &lt; 2 &amp; "x"');
    expect(sanitizeProductHtml(null)).toBeNull();
    expect(sanitizeProductHtml('')).toBe('');
  });

  it('gives its own output back unchanged', () => {
    const dirty = '<p onclick="x()">a<script>b</script></p><a href="https://a.example" target="_blank">c</a>';
    const once = sanitizeProductHtml(dirty);
    expect(sanitizeProductHtml(once)).toBe(once);
  });
});

describe('createProductHtmlCache', () => {
  const product = (id: number, overview: string, updatedAt = new Date(1_000)) => ({
    id,
    updatedAt,
    overview,
    specifications: null,
    faqs: '<p>f</p>',
  });

  it('sanitises every field and answers a product version from memory', () => {
    const cache = createProductHtmlCache();
    const first = cache.sanitize(product(1, '<p>a</p><script>x</script>'));
    expect(first).toEqual({ overview: '<p>a</p>', specifications: null, faqs: '<p>f</p>' });
    expect(cache.sanitize(product(1, '<p>a</p><script>x</script>'))).toBe(first);
    expect(cache.size).toBe(1);
  });

  it.each([
    ['a new updatedAt', product(1, '<p>b</p>', new Date(2_000))],
    ['changed HTML with the same updatedAt', product(1, '<p>b</p>')],
  ])('sanitises again for %s', (_case, changed) => {
    const cache = createProductHtmlCache();
    cache.sanitize(product(1, '<p>a</p>'));
    expect(cache.sanitize(changed).overview).toBe('<p>b</p>');
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = createProductHtmlCache({ maxEntries: 2 });
    const one = cache.sanitize(product(1, '<p>1</p>'));
    cache.sanitize(product(2, '<p>2</p>'));
    cache.sanitize(product(1, '<p>1</p>')); // 1 is now the most recent
    cache.sanitize(product(3, '<p>3</p>'));
    expect(cache.size).toBe(2);
    expect(cache.sanitize(product(1, '<p>1</p>'))).toBe(one);
  });

  it('keeps at most maxChars of HTML, and does not keep a product larger than that', () => {
    const cache = createProductHtmlCache({ maxChars: 100 });
    cache.sanitize(product(1, `<p>${'a'.repeat(30)}</p>`));
    cache.sanitize(product(2, `<p>${'b'.repeat(30)}</p>`));
    expect(cache.size).toBe(1);
    expect(cache.sanitize(product(3, `<p>${'c'.repeat(200)}</p>`)).overview).toContain('ccc');
    expect(cache.size).toBe(1);
  });
});
