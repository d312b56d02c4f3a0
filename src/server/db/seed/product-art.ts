import type { ArtKind } from './seed-types.ts';

/** Colours an illustration uses; the background behind it is the category gradient. */
export type ArtPalette = { accent: string; ink: string; soft: string; paper: string };

export const artFont = 'DejaVu Sans, Arial, sans-serif';
const grass = '#3f6212';
const metal = '#94a3b8';

/** A round logo mark: accent disc with a white triangle. */
function logo(cx: number, cy: number, r: number, p: ArtPalette): string {
  const t = r * 0.55;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.accent}"/>` +
    `<path d="M${cx - t} ${cy + t * 0.6} L${cx} ${cy - t * 0.8} L${cx + t} ${cy + t * 0.6} Z" fill="#ffffff"/>`
  );
}

/** Rounded bars that read as lines of text. */
function bars(x: number, y: number, widths: readonly number[], height: number, fill: string): string {
  return widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * height * 1.8}" width="${w}" height="${height}" rx="${height / 2}" fill="${fill}"/>`,
    )
    .join('');
}

function label(x: number, y: number, size: number, fill: string, text: string): string {
  return `<text x="${x}" y="${y}" font-family="${artFont}" font-size="${size}" font-weight="700" fill="${fill}" text-anchor="middle">${text}</text>`;
}

function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000000" opacity="0.18"/>`;
}

function grommets(xs: readonly number[], ys: readonly number[]): string {
  return xs
    .flatMap((x) =>
      ys.map((y) => `<circle cx="${x}" cy="${y}" r="9" fill="#e5e7eb" stroke="#6b7280" stroke-width="4"/>`),
    )
    .join('');
}

function banner(p: ArtPalette): string {
  return (
    `<path d="M0 20 L60 110 M640 20 L580 110" stroke="${p.paper}" stroke-width="4" opacity="0.8"/>` +
    `<rect x="48" y="98" width="560" height="270" rx="6" fill="#000000" opacity="0.18"/>` +
    `<rect x="40" y="90" width="560" height="270" rx="6" fill="${p.paper}"/>` +
    `<rect x="40" y="90" width="560" height="72" rx="6" fill="${p.accent}"/>` +
    label(320, 150, 34, '#ffffff', 'GRAND OPENING') +
    bars(80, 200, [300, 220, 260], 22, p.ink) +
    logo(500, 262, 62, p) +
    grommets([60, 190, 320, 450, 580], [110, 340])
  );
}

function mesh(p: ArtPalette): string {
  const posts = [20, 316, 612]
    .map((x) => `<rect x="${x}" y="30" width="16" height="410" fill="${metal}"/>`)
    .join('');
  return (
    `<defs><pattern id="mesh" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="${p.paper}"/><circle cx="7" cy="7" r="2.6" fill="${p.ink}" opacity="0.35"/></pattern></defs>` +
    posts +
    `<rect x="20" y="40" width="608" height="10" fill="${metal}"/>` +
    `<rect x="36" y="80" width="576" height="260" fill="url(#mesh)"/>` +
    `<rect x="36" y="80" width="576" height="260" fill="${p.accent}" opacity="0.15"/>` +
    `<rect x="70" y="115" width="508" height="64" rx="8" fill="${p.ink}" opacity="0.9"/>` +
    label(324, 160, 36, '#ffffff', 'COMING SOON') +
    bars(110, 215, [300, 220], 22, p.ink) +
    logo(500, 260, 52, p) +
    grommets([56, 324, 592], [100, 320])
  );
}

function sign(p: ArtPalette): string {
  return (
    shadow(320, 430, 120, 10) +
    `<rect x="304" y="250" width="32" height="185" fill="${metal}"/>` +
    `<rect x="118" y="48" width="420" height="270" rx="22" fill="#000000" opacity="0.18"/>` +
    `<rect x="110" y="40" width="420" height="270" rx="22" fill="#f8fafc" stroke="#cbd5e1" stroke-width="8"/>` +
    `<rect x="134" y="64" width="372" height="222" rx="14" fill="${p.ink}"/>` +
    `<text x="210" y="225" font-family="${artFont}" font-size="150" font-weight="700" fill="#ffffff" text-anchor="middle">P</text>` +
    `<rect x="290" y="110" width="190" height="36" rx="8" fill="${p.accent}"/>` +
    bars(290, 175, [180, 140, 160], 16, p.soft) +
    [138, 502]
      .flatMap((x) => [68, 282].map((y) => `<circle cx="${x}" cy="${y}" r="6" fill="${metal}"/>`))
      .join('')
  );
}

function windowDecal(p: ArtPalette): string {
  return (
    `<rect x="60" y="20" width="520" height="400" fill="#e0f2fe" opacity="0.85"/>` +
    `<path d="M90 380 L250 40 M140 380 L300 40" stroke="#ffffff" stroke-width="18" opacity="0.5"/>` +
    `<rect x="60" y="20" width="520" height="400" fill="none" stroke="#334155" stroke-width="18"/>` +
    `<rect x="312" y="20" width="16" height="400" fill="#334155"/>` +
    `<circle cx="186" cy="200" r="100" fill="${p.accent}"/>` +
    `<circle cx="186" cy="200" r="86" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="10 8"/>` +
    label(186, 218, 48, '#ffffff', 'OPEN') +
    `<rect x="360" y="70" width="180" height="44" rx="8" fill="${p.ink}"/>` +
    label(450, 101, 24, '#ffffff', 'HOURS') +
    bars(370, 140, [160, 140, 160, 120], 14, p.ink)
  );
}

function popup(p: ArtPalette): string {
  const seams = [150, 230, 320, 410, 490]
    .map(
      (x) => `<line x1="${x}" y1="52" x2="${x}" y2="388" stroke="#ffffff" stroke-width="2" opacity="0.25"/>`,
    )
    .join('');
  return (
    shadow(320, 410, 300, 24) +
    `<path d="M60 70 Q320 20 580 70 L580 400 Q320 370 60 400 Z" fill="${p.ink}"/>` +
    `<path d="M60 70 Q320 20 580 70 L580 170 Q320 130 60 170 Z" fill="${p.accent}"/>` +
    seams +
    logo(320, 105, 42, { ...p, accent: p.ink }) +
    bars(200, 200, [240, 180], 20, '#ffffff') +
    `<path d="M240 300 L400 300 L390 420 L250 420 Z" fill="${p.paper}"/>` +
    `<rect x="232" y="288" width="176" height="18" rx="4" fill="${p.accent}"/>` +
    logo(320, 355, 30, p)
  );
}

function retractable(p: ArtPalette): string {
  return (
    shadow(320, 428, 150, 12) +
    `<rect x="226" y="14" width="188" height="10" rx="4" fill="${metal}"/>` +
    `<rect x="232" y="22" width="176" height="380" fill="${p.paper}"/>` +
    `<rect x="232" y="22" width="176" height="150" fill="${p.accent}"/>` +
    logo(320, 100, 46, { ...p, accent: p.ink }) +
    bars(256, 200, [128, 100, 120, 80], 14, p.ink) +
    `<rect x="256" y="320" width="128" height="40" rx="20" fill="${p.ink}"/>` +
    `<rect x="200" y="398" width="240" height="26" rx="10" fill="#475569"/>` +
    `<rect x="186" y="420" width="60" height="8" rx="4" fill="#334155"/><rect x="394" y="420" width="60" height="8" rx="4" fill="#334155"/>`
  );
}

function backdrop(p: ArtPalette): string {
  const tiles: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 5; col++) {
      const cx = 90 + col * 110 + (row % 2) * 28;
      const cy = 90 + row * 78;
      tiles.push(
        (row + col) % 2 === 0
          ? `<circle cx="${cx}" cy="${cy}" r="24" fill="${p.accent}"/>`
          : `<rect x="${cx - 34}" y="${cy - 14}" width="68" height="28" rx="6" fill="${p.ink}"/>`,
      );
    }
  }
  return (
    `<rect x="26" y="30" width="10" height="400" fill="${metal}"/><rect x="604" y="30" width="10" height="400" fill="${metal}"/>` +
    `<rect x="40" y="40" width="560" height="330" fill="${p.paper}"/>` +
    tiles.join('') +
    `<path d="M200 370 L440 370 L520 440 L120 440 Z" fill="#dc2626"/>`
  );
}

function table(p: ArtPalette): string {
  return (
    shadow(320, 425, 300, 16) +
    `<path d="M100 150 L540 150 L600 200 L40 200 Z" fill="${p.soft}"/>` +
    `<rect x="40" y="200" width="560" height="220" fill="${p.ink}"/>` +
    `<path d="M140 200 L130 420 M500 200 L510 420" stroke="#000000" stroke-width="3" opacity="0.2"/>` +
    logo(320, 280, 52, p) +
    bars(220, 350, [200], 20, '#ffffff') +
    `<rect x="170" y="110" width="90" height="40" rx="6" fill="${p.accent}"/><rect x="380" y="96" width="40" height="54" rx="6" fill="${p.paper}"/>`
  );
}

function card(x: number, y: number, angle: number, fill: string, body: string): string {
  return `<g transform="rotate(${angle} ${x + 180} ${y + 105})"><rect x="${x + 8}" y="${y + 10}" width="360" height="210" rx="14" fill="#000000" opacity="0.18"/><rect x="${x}" y="${y}" width="360" height="210" rx="14" fill="${fill}"/>${body}</g>`;
}

function cards(p: ArtPalette): string {
  const front = logo(220, 230, 48, p) + bars(300, 200, [150, 110, 130], 14, p.ink);
  return (
    card(150, 140, -14, p.ink, '') + card(140, 120, -5, p.accent, '') + card(140, 120, 6, p.paper, front)
  );
}

function sticker(p: ArtPalette): string {
  const star = 'M320 120 L348 190 L424 194 L365 242 L386 316 L320 274 L254 316 L275 242 L216 194 L292 190 Z';
  return (
    shadow(320, 420, 170, 14) +
    `<circle cx="320" cy="220" r="190" fill="none" stroke="${p.paper}" stroke-width="4" stroke-dasharray="14 10"/>` +
    `<circle cx="320" cy="220" r="170" fill="${p.paper}"/>` +
    `<circle cx="320" cy="220" r="150" fill="${p.accent}"/>` +
    `<path d="${star}" fill="#ffffff"/>` +
    `<path d="M430 330 Q470 300 488 340 Q450 380 430 330 Z" fill="${p.soft}" stroke="${p.ink}" stroke-width="2"/>`
  );
}

function poster(p: ArtPalette): string {
  return (
    `<rect x="178" y="28" width="300" height="400" fill="#000000" opacity="0.18"/>` +
    `<rect x="170" y="20" width="300" height="400" fill="${p.paper}"/>` +
    `<rect x="190" y="40" width="260" height="240" fill="${p.soft}"/>` +
    `<circle cx="380" cy="100" r="34" fill="${p.accent}"/>` +
    `<path d="M190 280 L270 160 L330 230 L370 190 L450 280 Z" fill="${p.ink}"/>` +
    bars(210, 310, [220, 160, 190], 18, p.ink) +
    `<rect x="150" y="8" width="70" height="26" fill="#fef3c7" opacity="0.85" transform="rotate(-20 185 21)"/>` +
    `<rect x="420" y="8" width="70" height="26" fill="#fef3c7" opacity="0.85" transform="rotate(20 455 21)"/>`
  );
}

function sheet(x: number, angle: number, p: ArtPalette, top: boolean): string {
  const content = top
    ? `<rect x="${x + 20}" y="50" width="210" height="90" fill="${p.accent}"/>${bars(x + 20, 170, [210, 170, 190, 150], 14, p.ink)}`
    : '';
  return `<g transform="rotate(${angle} ${x + 125} 225)"><rect x="${x + 6}" y="36" width="250" height="340" fill="#000000" opacity="0.15"/><rect x="${x}" y="30" width="250" height="340" fill="${top ? p.paper : p.soft}"/>${content}</g>`;
}

function flyers(p: ArtPalette): string {
  return sheet(120, -14, p, false) + sheet(270, 12, p, false) + sheet(195, -2, p, true);
}

function canvas(p: ArtPalette): string {
  return (
    shadow(330, 410, 230, 14) +
    `<path d="M520 40 L552 62 L552 392 L520 370 Z" fill="${p.ink}"/>` +
    `<rect x="120" y="40" width="400" height="330" fill="${p.soft}"/>` +
    `<circle cx="420" cy="120" r="40" fill="${p.accent}"/>` +
    `<path d="M120 300 Q220 190 320 260 T520 230 L520 370 L120 370 Z" fill="${p.ink}"/>` +
    `<path d="M120 340 Q260 280 400 330 T520 320 L520 370 L120 370 Z" fill="#ffffff" opacity="0.3"/>`
  );
}

function ground(): string {
  return `<path d="M0 400 Q160 380 320 398 T640 392 L640 440 L0 440 Z" fill="${grass}"/>`;
}

function yard(p: ArtPalette): string {
  return (
    `<path d="M250 260 L250 420 M390 260 L390 420 M250 330 L390 330" stroke="#6b7280" stroke-width="8"/>` +
    ground() +
    `<rect x="158" y="58" width="340" height="230" rx="6" fill="#000000" opacity="0.18"/>` +
    `<rect x="150" y="50" width="340" height="230" rx="6" fill="${p.paper}"/>` +
    `<rect x="150" y="50" width="340" height="80" rx="6" fill="${p.accent}"/>` +
    label(320, 106, 44, '#ffffff', 'FOR SALE') +
    bars(180, 160, [200, 150], 20, p.ink) +
    logo(430, 220, 36, { ...p, accent: p.ink })
  );
}

function flag(p: ArtPalette): string {
  return (
    ground() +
    `<path d="M250 420 L250 30 Q260 20 290 26" stroke="#475569" stroke-width="8" fill="none"/>` +
    `<path d="M254 28 Q430 40 450 170 L440 390 L254 390 Z" fill="${p.accent}"/>` +
    `<path d="M254 250 Q350 230 444 300 L440 390 L254 390 Z" fill="${p.ink}"/>` +
    `<text x="0" y="0" font-family="${artFont}" font-size="40" font-weight="700" fill="#ffffff" text-anchor="middle" transform="translate(352 190) rotate(90)">SALE</text>`
  );
}

function vehicle(p: ArtPalette): string {
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="350" r="52" fill="#1f2937"/><circle cx="${x}" cy="350" r="22" fill="${metal}"/>`;
  return (
    shadow(320, 404, 300, 14) +
    `<path d="M40 330 L40 150 Q40 110 80 110 L430 110 Q470 110 500 150 L590 230 Q610 250 610 280 L610 330 Z" fill="${p.paper}"/>` +
    `<path d="M440 130 L490 130 L560 220 L440 220 Z" fill="#93c5fd"/>` +
    `<rect x="40" y="300" width="570" height="30" fill="#cbd5e1"/>` +
    `<rect x="130" y="150" width="280" height="130" rx="14" fill="${p.ink}"/>` +
    logo(190, 215, 38, p) +
    bars(244, 190, [140, 100, 120], 14, '#ffffff') +
    wheel(150) +
    wheel(500)
  );
}

const artByKind: Record<ArtKind, (p: ArtPalette) => string> = {
  banner,
  mesh,
  sign,
  window: windowDecal,
  popup,
  retractable,
  backdrop,
  table,
  cards,
  sticker,
  poster,
  flyers,
  canvas,
  yard,
  flag,
  vehicle,
};

/** The product illustration as SVG elements inside a 640 x 440 box. */
export function productArt(kind: ArtKind, palette: ArtPalette): string {
  return artByKind[kind](palette);
}
