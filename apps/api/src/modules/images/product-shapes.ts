/**
 * Silhouettes of the goods the shop sells, drawn in a 600 box around (300, 300), and which one a
 * product gets: by the words of its English name first (a 'skirt' in 'Trousers & skirts'), then by
 * its category, then by the family of the top category.
 */

export interface Paint {
  fill: string;
  light: string;
  stroke: string;
}

type Shape = (p: Paint) => string;

const outline = (p: Paint) => `fill="${p.fill}" stroke="${p.stroke}" stroke-width="6" stroke-linejoin="round"`;
const line = (p: Paint, width = 6, colour = p.stroke) =>
  `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
const shine = (p: Paint) => `fill="${p.light}" opacity="0.55"`;

function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

/** A teapot, drawn alone and in a tea set. */
const teapotDrawing = (p: Paint) =>
  `<path d="M190 300 c-50 -10 -70 -60 -95 -70 c15 40 20 90 85 130" ${line(p, 20)}/>` +
  `<path d="M410 260 a60 60 0 0 1 0 120" ${line(p, 20)}/>` +
  `<path d="M180 260 q120 -70 240 0 q30 90 -20 170 h-200 q-50 -80 -20 -170 z" ${outline(p)}/>` +
  `<ellipse cx="300" cy="238" rx="70" ry="18" ${outline(p)}/>` +
  `<circle cx="300" cy="212" r="14" fill="${p.stroke}"/>`;

/** A chef's knife on a board: the knives, and the chopping boards (photographed as the board's colour). */
const knifeBoardDrawing = (p: Paint) =>
  `<rect x="150" y="200" width="300" height="230" rx="28" ${outline(p)}/>` +
  `<circle cx="410" cy="240" r="16" fill="${p.light}" stroke="${p.stroke}" stroke-width="5"/>` +
  `<path d="M170 170 l230 -40 q20 20 0 40 l-230 30 z" fill="#dfe3e6" stroke="#5c6166" stroke-width="5"/>` +
  `<rect x="110" y="165" width="70" height="30" rx="10" fill="${p.stroke}" transform="rotate(-9 145 180)"/>`;

export const SHAPES = {
  saucepan: (p) =>
    `<rect x="110" y="250" width="70" height="24" rx="12" fill="${p.stroke}"/>` +
    `<rect x="420" y="250" width="70" height="24" rx="12" fill="${p.stroke}"/>` +
    `<rect x="170" y="225" width="260" height="200" rx="30" ${outline(p)}/>` +
    `<rect x="150" y="200" width="300" height="34" rx="17" ${outline(p)}/>` +
    `<rect x="278" y="170" width="44" height="34" rx="12" fill="${p.stroke}"/>`,
  fryingPan: (p) =>
    `<rect x="395" y="280" width="170" height="30" rx="15" fill="${p.stroke}"/>` +
    `<ellipse cx="250" cy="300" rx="170" ry="150" ${outline(p)}/>` +
    `<ellipse cx="250" cy="300" rx="130" ry="112" ${shine(p)}/>`,
  saute: (p) =>
    `<rect x="420" y="265" width="150" height="26" rx="13" fill="${p.stroke}"/>` +
    `<path d="M130 250 h300 v120 a40 40 0 0 1 -40 40 h-220 a40 40 0 0 1 -40 -40 z" ${outline(p)}/>` +
    `<rect x="150" y="270" width="24" height="110" rx="12" ${shine(p)}/>`,
  bakingTray: (p) =>
    `<path d="M110 260 h380 l-30 130 h-320 z" ${outline(p)}/>` +
    `<path d="M160 290 h280" ${line(p, 5)}/><path d="M170 330 h260" ${line(p, 5)}/>`,
  teapot: (p) => teapotDrawing(p),
  frenchPress: (p) =>
    `<rect x="292" y="120" width="16" height="70" fill="${p.stroke}"/>` +
    `<circle cx="300" cy="118" r="16" fill="${p.stroke}"/>` +
    `<path d="M370 230 h40 a30 30 0 0 1 30 30 v90 a30 30 0 0 1 -30 30 h-40" ${line(p, 16)}/>` +
    `<rect x="210" y="185" width="170" height="30" rx="8" fill="${p.stroke}"/>` +
    `<rect x="220" y="210" width="150" height="230" rx="12" ${outline(p)}/>` +
    `<rect x="240" y="230" width="20" height="190" rx="10" ${shine(p)}/>`,
  jar: (p) =>
    `<rect x="205" y="160" width="190" height="50" rx="12" fill="${p.stroke}"/>` +
    `<rect x="190" y="205" width="220" height="235" rx="34" ${outline(p)}/>` +
    `<rect x="215" y="230" width="26" height="180" rx="13" ${shine(p)}/>`,
  ladle: (p) =>
    `<path d="M210 140 q30 150 60 210" ${line(p, 18)}/>` +
    `<path d="M330 140 v200" ${line(p, 18)}/>` +
    `<ellipse cx="285" cy="385" rx="70" ry="50" ${outline(p)}/>` +
    `<rect x="300" y="330" width="60" height="110" rx="14" ${outline(p)}/>`,
  knifeBoard: knifeBoardDrawing,
  choppingBoard: knifeBoardDrawing,
  apron: (p) =>
    `<path d="M250 150 a50 50 0 0 0 100 0" ${line(p, 8)}/>` +
    `<path d="M230 150 h140 v70 q60 10 70 40 l-20 20 l-50 -10 v170 h-140 v-170 l-50 10 l-20 -20 q10 -30 70 -40 z" ${outline(p)}/>` +
    `<rect x="255" y="320" width="90" height="60" rx="8" ${shine(p)}/>`,
  ovenGlove: (p) =>
    `<path d="M220 440 v-200 q0 -80 70 -80 q70 0 70 80 v40 q30 -50 60 -30 q25 20 -10 70 l-50 70 v50 z" ${outline(p)}/>` +
    `<rect x="210" y="400" width="160" height="40" rx="10" fill="${p.stroke}"/>`,
  teaTowel: (p) =>
    `<rect x="160" y="150" width="280" height="28" rx="14" fill="${p.stroke}"/>` +
    `<path d="M190 170 h220 v270 h-220 z" ${outline(p)}/>` +
    `<path d="M190 230 h220 M190 250 h220 M190 380 h220 M190 400 h220" ${line(p, 6)}/>`,
  tablecloth: (p) =>
    `<path d="M130 250 l170 -90 l170 90 l-170 90 z" ${outline(p)}/>` +
    `<path d="M130 250 v60 l170 90 v-60 M470 250 v60 l-170 90" ${outline(p)}/>` +
    `<path d="M215 205 l170 90 M385 205 l-170 90" ${line(p, 4)}/>`,
  glass: (p) =>
    `<path d="M205 170 h190 l-22 265 q-2 12 -14 12 h-118 q-12 0 -14 -12 z" ${outline(p)}/>` +
    `<path d="M232 195 l14 220" ${line(p, 10, p.light)}/>`,
  wineGlass: (p) =>
    `<path d="M210 160 h180 q0 130 -80 160 v90 h60 v20 h-140 v-20 h60 v-90 q-80 -30 -80 -160 z" ${outline(p)}/>` +
    `<path d="M230 180 q5 80 45 110" ${line(p, 10, p.light)}/>`,
  cupSaucer: (p) =>
    `<ellipse cx="300" cy="410" rx="190" ry="38" ${outline(p)}/>` +
    `<path d="M390 290 h22 a38 38 0 0 1 0 76 h-26" fill="none" stroke="${p.stroke}" stroke-width="20"/>` +
    `<path d="M190 250 h210 q-5 130 -105 150 q-100 -20 -105 -150 z" ${outline(p)}/>` +
    `<ellipse cx="295" cy="250" rx="105" ry="16" fill="${p.light}" stroke="${p.stroke}" stroke-width="5"/>`,
  mug: (p) =>
    `<path d="M390 245 h28 a50 50 0 0 1 0 100 h-28" fill="none" stroke="${p.stroke}" stroke-width="26"/>` +
    `<rect x="190" y="185" width="210" height="250" rx="28" ${outline(p)}/>` +
    `<rect x="215" y="205" width="24" height="200" rx="12" ${shine(p)}/>`,
  bowl: (p) =>
    `<ellipse cx="300" cy="250" rx="190" ry="40" ${outline(p)}/>` +
    `<path d="M110 250 a190 170 0 0 0 380 0 z" ${outline(p)}/>` +
    `<rect x="250" y="410" width="100" height="20" rx="8" fill="${p.stroke}"/>`,
  plate: (p) =>
    `<circle cx="300" cy="300" r="190" ${outline(p)}/>` +
    `<circle cx="300" cy="300" r="122" fill="${p.light}" opacity="0.6" stroke="${p.stroke}" stroke-width="3"/>`,
  cutlery: (p) =>
    `<path d="M200 140 v90 q0 30 20 30 v180 M180 140 v70 M220 140 v70 M240 140 v90 q0 30 -20 30" ${line(p, 12)}/>` +
    `<path d="M300 440 v-180" ${line(p, 16)}/><ellipse cx="300" cy="200" rx="34" ry="60" ${outline(p)}/>` +
    `<path d="M400 440 v-180" ${line(p, 16)}/><path d="M400 260 q-30 -60 0 -120 q20 60 0 120 z" ${outline(p)}/>`,
  diffuser: (p) =>
    `<path d="M285 230 l-60 -110 M300 230 l0 -120 M315 230 l55 -105" ${line(p, 6)}/>` +
    `<rect x="265" y="215" width="70" height="40" rx="8" fill="${p.stroke}"/>` +
    `<path d="M230 260 h140 q30 0 30 40 v110 q0 30 -30 30 h-140 q-30 0 -30 -30 v-110 q0 -40 30 -40 z" ${outline(p)}/>`,
  frame: (p) =>
    `<rect x="170" y="150" width="260" height="300" rx="6" ${outline(p)}/>` +
    `<rect x="205" y="185" width="190" height="230" fill="#f4f1ea" stroke="${p.stroke}" stroke-width="3"/>` +
    `<path d="M215 400 l60 -80 l40 50 l30 -30 l40 60 z" fill="${p.light}"/><circle cx="350" cy="230" r="18" fill="${p.light}"/>`,
  candle: (p) =>
    `<rect x="215" y="225" width="170" height="205" rx="18" ${outline(p)}/>` +
    `<rect x="297" y="200" width="6" height="28" fill="${p.stroke}"/>` +
    `<path d="M300 140 c22 28 22 50 0 64 c-22 -14 -22 -36 0 -64 z" fill="#f2b33d"/>`,
  vase: (p) =>
    `<path d="M262 140 h76 v34 c0 34 74 62 74 150 c0 76 -44 116 -112 116 c-68 0 -112 -40 -112 -116 c0 -88 74 -116 74 -150 z" ${outline(p)}/>` +
    `<path d="M238 300 c0 -40 20 -70 40 -90" fill="none" stroke="${p.light}" stroke-width="14" stroke-linecap="round" opacity="0.6"/>`,
  mirror: (p) =>
    `<ellipse cx="300" cy="290" rx="140" ry="170" ${outline(p)}/>` +
    `<ellipse cx="300" cy="290" rx="112" ry="140" fill="#e8eef2" stroke="${p.stroke}" stroke-width="3"/>` +
    `<path d="M240 220 l60 -50 M245 270 l90 -80" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.8"/>`,
  cushion: (p) =>
    `<path d="M165 185 q135 -45 270 0 q45 115 0 230 q-135 45 -270 0 q-45 -115 0 -230 z" ${outline(p)}/>` +
    `<circle cx="300" cy="300" r="10" fill="${p.stroke}"/>`,
  throw: (p) =>
    `<rect x="150" y="330" width="300" height="80" rx="20" ${outline(p)}/>` +
    `<rect x="165" y="250" width="270" height="80" rx="20" ${outline(p)}/>` +
    `<path d="M180 410 v30 M210 410 v30 M240 410 v30 M270 410 v30 M300 410 v30 M330 410 v30 M360 410 v30 M390 410 v30 M420 410 v30" ${line(p, 5)}/>`,
  // Folded in three, the quilting's lines crossing it.
  bedspread: (p) =>
    `<rect x="150" y="340" width="300" height="70" rx="22" ${outline(p)}/>` +
    `<rect x="158" y="272" width="284" height="68" rx="22" ${outline(p)}/>` +
    `<rect x="166" y="206" width="268" height="66" rx="22" ${outline(p)}/>` +
    `<path d="M230 206 v204 M300 206 v204 M370 206 v204" ${line(p, 3)}/>`,
  towels: (p) =>
    `<rect x="160" y="340" width="280" height="90" rx="16" ${outline(p)}/>` +
    `<rect x="180" y="260" width="240" height="80" rx="16" ${outline(p)}/>` +
    `<rect x="200" y="190" width="200" height="70" rx="16" ${outline(p)}/>` +
    `<path d="M160 400 h280 M180 315 h240 M200 240 h200" ${line(p, 4)}/>`,
  bedLinen: (p) =>
    `<rect x="130" y="300" width="340" height="130" rx="18" ${outline(p)}/>` +
    `<path d="M130 350 h340" ${line(p, 5)}/>` +
    `<path d="M170 200 q130 -30 260 0 q15 50 0 100 q-130 30 -260 0 q-15 -50 0 -100 z" fill="${p.light}" stroke="${p.stroke}" stroke-width="6"/>`,
  curtains: (p) =>
    `<path d="M120 150 h360" ${line(p, 12)}/>` +
    `<path d="M140 155 h120 q-10 120 20 285 h-140 z" ${outline(p)}/>` +
    `<path d="M460 155 h-120 q10 120 -20 285 h140 z" ${outline(p)}/>` +
    `<path d="M180 170 q-5 130 10 260 M420 170 q5 130 -10 260" ${line(p, 4)}/>`,
  basket: (p) =>
    `<path d="M200 250 q100 -140 200 0" ${line(p, 14)}/>` +
    `<path d="M150 250 h300 l-35 190 h-230 z" ${outline(p)}/>` +
    `<path d="M160 300 h280 M170 350 h260 M180 400 h240 M220 250 l10 190 M300 250 v190 M380 250 l-10 190" ${line(p, 4)}/>`,
  hanger: (p) =>
    `<path d="M300 210 v-30 a30 30 0 1 1 30 -30" ${line(p, 10)}/>` +
    `<path d="M300 210 l-190 140 q-20 20 10 20 h360 q30 0 10 -20 z" ${outline(p)}/>`,
  stringLights: (p) =>
    `<path d="M100 200 q200 120 400 0" ${line(p, 5)}/>` +
    [140, 220, 300, 380, 460]
      .map((x, i) => {
        const y = 200 + 120 * (1 - ((x - 300) / 200) ** 2) * 0.5 + 20;
        const hues = ['#f2b33d', '#f5d06b', p.fill, '#f2b33d', '#f5d06b'];
        return `<ellipse cx="${x}" cy="${y.toFixed(0)}" rx="20" ry="30" fill="${hues[i]}" stroke="${p.stroke}" stroke-width="4"/>`;
      })
      .join(''),
  lamp: (p) =>
    `<rect x="290" y="285" width="20" height="130" fill="${p.stroke}"/>` +
    `<ellipse cx="300" cy="425" rx="95" ry="20" fill="${p.stroke}"/>` +
    `<path d="M215 150 h170 l55 140 h-280 z" ${outline(p)}/>`,
  dispenser: (p) =>
    `<path d="M290 200 v-40 h70 v16" ${line(p, 12)}/>` +
    `<rect x="270" y="195" width="60" height="30" rx="6" fill="${p.stroke}"/>` +
    `<rect x="215" y="225" width="170" height="215" rx="36" ${outline(p)}/>` +
    `<rect x="240" y="250" width="22" height="160" rx="11" ${shine(p)}/>`,
  bathMat: (p) =>
    `<rect x="110" y="220" width="380" height="200" rx="60" ${outline(p)}/>` +
    `<rect x="150" y="255" width="300" height="130" rx="40" fill="none" stroke="${p.light}" stroke-width="10" stroke-dasharray="2 16" stroke-linecap="round"/>`,
  showerCurtain: (p) =>
    `<path d="M130 140 h340" ${line(p, 10)}/>` +
    `<path d="M150 160 h300 v280 q-25 -15 -50 0 q-25 -15 -50 0 q-25 -15 -50 0 q-25 -15 -50 0 q-25 -15 -50 0 q-25 -15 -50 0 z" ${outline(p)}/>` +
    [170, 220, 270, 320, 370, 420].map((x) => `<circle cx="${x}" cy="150" r="10" ${line(p, 4)}/>`).join(''),
  hat: (p) =>
    `<ellipse cx="300" cy="360" rx="200" ry="50" ${outline(p)}/>` +
    `<path d="M190 360 q-10 -190 110 -190 q120 0 110 190 z" ${outline(p)}/>` +
    `<path d="M195 320 q105 30 210 0" ${line(p, 14)}/>`,
  belt: (p) =>
    `<path d="M120 260 h360 v60 h-360 z" ${outline(p)}/>` +
    `<rect x="200" y="240" width="90" height="100" rx="10" fill="none" stroke="#b9a06a" stroke-width="14"/>` +
    `<path d="M245 290 h60" stroke="#b9a06a" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="360" cy="290" r="7" fill="${p.stroke}"/><circle cx="400" cy="290" r="7" fill="${p.stroke}"/>`,
  scarf: (p) =>
    `<path d="M190 160 q110 60 220 0 q20 80 -50 120 l30 160 h-70 l-20 -140 q-60 -20 -110 -140 z" ${outline(p)}/>` +
    `<path d="M330 440 v25 M345 440 v25 M360 440 v25 M375 440 v25" ${line(p, 5)}/>`,
  umbrella: (p) =>
    `<path d="M300 300 v120 a30 30 0 0 1 -60 0" ${line(p, 14)}/>` +
    `<path d="M110 300 q190 -260 380 0 q-32 -25 -63 0 q-32 -25 -63 0 q-32 -25 -64 0 q-31 -25 -63 0 q-32 -25 -63 0 q-32 -25 -64 0 z" ${outline(p)}/>` +
    `<path d="M300 170 q-60 60 -64 130 M300 170 q60 60 64 130" ${line(p, 4)}/>`,
  trousers: (p) =>
    `<path d="M205 150 h190 l30 290 h-95 l-30 -200 l-30 200 h-95 z" ${outline(p)}/>` +
    `<path d="M205 185 h190 M300 185 v55" ${line(p, 5)}/>`,
  skirt: (p) =>
    `<path d="M225 170 h150 l75 250 q-150 40 -300 0 z" ${outline(p)}/>` +
    `<path d="M225 200 h150 M260 200 l-30 220 M300 200 v230 M340 200 l30 220" ${line(p, 5)}/>`,
  tshirt: (p) =>
    `<path d="M250 160 L170 195 L135 275 L200 300 L215 280 L215 445 L385 445 L385 280 L400 300 L465 275 L430 195 L350 160 Q300 205 250 160 Z" ${outline(p)}/>`,
  shirt: (p) =>
    `<path d="M250 160 L170 195 L120 400 L180 410 L215 280 L215 445 L385 445 L385 280 L420 410 L480 400 L430 195 L350 160 L300 210 Z" ${outline(p)}/>` +
    `<path d="M250 160 l50 50 l-25 30 l-40 -60 M350 160 l-50 50 l25 30 l40 -60" ${outline(p)}/>` +
    `<path d="M300 215 v225" ${line(p, 4)}/><circle cx="300" cy="280" r="5" fill="${p.stroke}"/><circle cx="300" cy="340" r="5" fill="${p.stroke}"/><circle cx="300" cy="400" r="5" fill="${p.stroke}"/>`,
  jumper: (p) =>
    `<path d="M245 160 L165 190 L115 410 L175 420 L215 290 L210 445 L390 445 L385 290 L425 420 L485 410 L435 190 L355 160 Q300 200 245 160 Z" ${outline(p)}/>` +
    `<path d="M215 425 h170 M120 390 l55 10 M480 390 l-55 10" ${line(p, 8)}/>`,
  dress: (p) =>
    `<path d="M262 130 v40 l-22 40 l-80 230 h280 l-80 -230 l-22 -40 v-40 q-38 24 -76 0 z" ${outline(p)}/>` +
    `<path d="M236 214 h128" stroke="${p.stroke}" stroke-width="8"/>`,
  romper: (p) =>
    `<path d="M250 170 L190 200 L160 260 L210 280 L225 265 L225 360 Q225 420 270 430 L280 400 Q300 385 320 400 L330 430 Q375 420 375 360 L375 265 L390 280 L440 260 L410 200 L350 170 Q300 205 250 170 Z" ${outline(p)}/>` +
    `<circle cx="300" cy="260" r="6" fill="${p.stroke}"/><circle cx="300" cy="300" r="6" fill="${p.stroke}"/>`,
  slipper: (p) =>
    `<path d="M110 380 q0 -60 120 -60 h180 q80 0 80 50 q0 40 -80 40 h-240 q-60 0 -60 -30 z" ${outline(p)}/>` +
    `<path d="M330 330 q-20 -70 60 -70 q80 0 80 90 q-60 -30 -140 -20 z" ${outline(p)}/>`,
  shoe: (p) =>
    `<path d="M110 330 q20 -110 90 -110 l30 50 q100 30 170 50 q90 20 90 70 v20 h-380 z" ${outline(p)}/>` +
    `<path d="M110 410 h380" ${line(p, 14)}/><path d="M230 270 l30 -10 M250 290 l30 -10 M270 310 l30 -10" ${line(p, 5)}/>`,
  heel: (p) =>
    `<path d="M130 260 q40 -20 80 20 q80 80 200 80 q60 0 70 40 h-130 q-100 0 -170 -70 l-20 160 h-25 l-10 -170 q-10 -40 5 -60 z" ${outline(p)}/>`,
  backpack: (p) =>
    `<path d="M255 170 v-20 a45 45 0 0 1 90 0 v20" ${line(p, 12)}/>` +
    `<rect x="190" y="165" width="220" height="275" rx="50" ${outline(p)}/>` +
    `<rect x="225" y="320" width="150" height="95" rx="16" ${outline(p)}/>` +
    `<path d="M240 345 h120" ${line(p, 5)}/>`,
  tote: (p) =>
    `<path d="M235 235 v-50 a65 65 0 0 1 130 0 v50" ${line(p, 12)}/>` +
    `<path d="M180 230 h240 l20 210 h-280 z" ${outline(p)}/>`,
  handbag: (p) =>
    `<path d="M235 240 v-40 a65 65 0 0 1 130 0 v40" fill="none" stroke="${p.stroke}" stroke-width="16"/>` +
    `<rect x="165" y="235" width="270" height="205" rx="22" ${outline(p)}/>` +
    `<rect x="280" y="270" width="40" height="22" rx="6" fill="${p.stroke}"/>`,
  teddy: (p) =>
    `<circle cx="225" cy="165" r="38" ${outline(p)}/><circle cx="375" cy="165" r="38" ${outline(p)}/>` +
    `<ellipse cx="300" cy="360" rx="110" ry="95" ${outline(p)}/>` +
    `<circle cx="300" cy="225" r="95" ${outline(p)}/>` +
    `<ellipse cx="300" cy="255" rx="40" ry="30" ${shine(p)}/>` +
    `<circle cx="265" cy="210" r="9" fill="#2b2b2b"/><circle cx="335" cy="210" r="9" fill="#2b2b2b"/><circle cx="300" cy="245" r="11" fill="#2b2b2b"/>`,
  boardGame: (p) =>
    `<path d="M130 260 l170 -80 l170 80 l-170 80 z" ${outline(p)}/>` +
    `<path d="M130 260 v70 l170 80 v-70 M470 260 v70 l-170 80" ${outline(p)}/>` +
    `<rect x="360" y="360" width="60" height="60" rx="10" fill="#ffffff" stroke="${p.stroke}" stroke-width="5"/>` +
    `<circle cx="378" cy="378" r="6" fill="#2b2b2b"/><circle cx="402" cy="402" r="6" fill="#2b2b2b"/>`,
  giftBox: (p) =>
    `<rect x="180" y="250" width="240" height="185" rx="10" ${outline(p)}/>` +
    `<rect x="165" y="212" width="270" height="52" rx="8" ${outline(p)}/>` +
    `<rect x="284" y="212" width="32" height="223" fill="${p.stroke}"/>` +
    `<path d="M300 212 c-46 -58 -104 -22 -64 0 z M300 212 c46 -58 104 -22 64 0 z" fill="${p.stroke}"/>`,
  bauble: (p) =>
    `<path d="M300 182 a18 18 0 1 1 0.1 0" fill="none" stroke="${p.stroke}" stroke-width="6"/>` +
    `<rect x="272" y="180" width="56" height="34" rx="6" fill="${p.stroke}"/>` +
    `<circle cx="300" cy="335" r="130" ${outline(p)}/>` +
    `<ellipse cx="250" cy="285" rx="28" ry="44" fill="#ffffff" opacity="0.35"/>`,
  star: (p) => `<polygon points="${starPoints(300, 300, 185, 80)}" ${outline(p)}/>`,
  card: (p) =>
    `<path d="M150 180 l150 40 v230 l-150 -40 z" fill="${p.light}" stroke="${p.stroke}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M300 220 l150 -40 v230 l-150 40 z" ${outline(p)}/>` +
    `<polygon points="${starPoints(375, 305, 45, 19)}" fill="#ffffff" opacity="0.8"/>`,
  giftBag: (p) =>
    `<path d="M250 220 q0 -70 50 -70 q50 0 50 70" ${line(p, 10)}/>` +
    `<path d="M190 210 h220 l20 230 h-260 z" ${outline(p)}/>` +
    `<path d="M300 300 l-40 -30 v60 z M300 300 l40 -30 v60 z" fill="${p.stroke}"/>`,
  casserole: (p) =>
    `<path d="M110 280 q-30 0 -30 25 q0 25 30 25 M490 280 q30 0 30 25 q0 25 -30 25" ${line(p, 16)}/>` +
    `<rect x="110" y="250" width="380" height="170" rx="40" ${outline(p)}/>` +
    `<path d="M100 250 q200 -80 400 0 z" ${outline(p)}/>` +
    `<rect x="270" y="188" width="60" height="26" rx="10" fill="${p.stroke}"/>`,
  grillPan: (p) =>
    `<rect x="420" y="285" width="150" height="30" rx="15" fill="${p.stroke}"/>` +
    `<rect x="110" y="170" width="320" height="260" rx="30" ${outline(p)}/>` +
    `<path d="M160 200 l-20 200 M210 200 l-20 200 M260 200 l-20 200 M310 200 l-20 200 M360 200 l-20 200 M410 200 l-20 200" ${line(p, 10)}/>`,
  wok: (p) =>
    `<path d="M440 250 l130 -60" ${line(p, 26)}/>` +
    `<path d="M90 240 h370 q-20 190 -185 190 q-165 0 -185 -190 z" ${outline(p)}/>` +
    `<ellipse cx="275" cy="240" rx="185" ry="26" fill="${p.light}" stroke="${p.stroke}" stroke-width="6"/>`,
  cakeTin: (p) =>
    `<ellipse cx="300" cy="400" rx="190" ry="45" ${outline(p)}/>` +
    `<path d="M110 250 v150 a190 45 0 0 0 380 0 v-150 z" ${outline(p)}/>` +
    `<ellipse cx="300" cy="250" rx="190" ry="45" fill="${p.light}" stroke="${p.stroke}" stroke-width="6"/>` +
    `<rect x="285" y="320" width="30" height="80" rx="8" fill="${p.stroke}"/>`,
  platter: (p) =>
    `<ellipse cx="300" cy="320" rx="230" ry="120" ${outline(p)}/>` +
    `<ellipse cx="300" cy="315" rx="170" ry="80" fill="${p.light}" opacity="0.6" stroke="${p.stroke}" stroke-width="3"/>`,
  teaspoons: (p) =>
    [-24, -8, 8, 24]
      .map(
        (angle) =>
          `<g transform="rotate(${angle} 300 450)"><path d="M300 450 v-200" ${line(p, 12)}/><ellipse cx="300" cy="205" rx="28" ry="48" ${outline(p)}/></g>`,
      )
      .join(''),
  spatula: (p) =>
    `<path d="M300 460 v-200" ${line(p, 22)}/>` +
    `<path d="M240 130 h120 v120 q0 30 -30 30 h-60 q-30 0 -30 -30 z" ${outline(p)}/>` +
    `<path d="M280 160 v90 M320 160 v90" ${line(p, 8)}/>`,
  whisk: (p) =>
    `<rect x="280" y="330" width="40" height="140" rx="18" ${outline(p)}/>` +
    `<path d="M300 330 q-110 -120 0 -210 q110 90 0 210 M300 330 q-55 -120 0 -210 q55 90 0 210 M300 330 v-210" ${line(p, 6)}/>`,
  grater: (p) =>
    `<path d="M255 160 a45 45 0 0 1 90 0" ${line(p, 18)}/>` +
    `<path d="M240 165 h120 l40 280 h-200 z" ${outline(p)}/>` +
    [200, 240, 280, 320, 360, 400]
      .map(
        (y, i) =>
          `<path d="M${256 - i * 6} ${y} h${88 + i * 12}" fill="none" stroke="${p.light}" stroke-width="10" stroke-dasharray="4 12"/>`,
      )
      .join(''),
  flatGrater: (p) =>
    `<rect x="270" y="90" width="60" height="110" rx="24" ${outline(p)}/>` +
    `<rect x="230" y="195" width="140" height="280" rx="14" ${outline(p)}/>` +
    [230, 270, 310, 350, 390, 430]
      .map((y) => `<path d="M252 ${y} h96" fill="none" stroke="${p.light}" stroke-width="10" stroke-dasharray="4 12"/>`)
      .join(''),
  container: (p) =>
    `<rect x="140" y="230" width="320" height="200" rx="26" ${outline(p)}/>` +
    `<rect x="125" y="200" width="350" height="44" rx="14" fill="${p.stroke}"/>` +
    `<rect x="160" y="215" width="40" height="45" rx="8" fill="${p.light}"/><rect x="400" y="215" width="40" height="45" rx="8" fill="${p.light}"/>`,
  kettle: (p) =>
    `<path d="M210 220 q90 -150 180 0" ${line(p, 18)}/>` +
    `<path d="M400 330 l90 -70" ${line(p, 26)}/>` +
    `<path d="M200 240 h200 l40 200 h-280 z" ${outline(p)}/>` +
    `<circle cx="300" cy="225" r="16" fill="${p.stroke}"/>`,
  cezve: (p) =>
    `<path d="M380 280 l170 -90" ${line(p, 20)}/>` +
    `<path d="M220 200 q80 -30 160 0 l-30 70 q60 80 40 170 h-180 q-20 -90 40 -170 z" ${outline(p)}/>` +
    `<path d="M210 200 l-25 -15" ${line(p, 12)}/>`,
  candleHolder: (p) =>
    `<rect x="270" y="180" width="60" height="130" rx="8" fill="#f3ede2" stroke="${p.stroke}" stroke-width="4"/>` +
    `<path d="M300 120 c18 24 18 42 0 54 c-18 -12 -18 -30 0 -54 z" fill="#f2b33d"/>` +
    `<path d="M200 310 h200 q0 40 -60 50 v50 h60 v30 h-200 v-30 h60 v-50 q-60 -10 -60 -50 z" ${outline(p)}/>`,
  organiser: (p) =>
    `<rect x="130" y="240" width="340" height="190" rx="18" ${outline(p)}/>` +
    `<path d="M245 250 v170 M355 250 v170 M245 335 h110" ${line(p, 8)}/>`,
  hoodie: (p) =>
    `<path d="M245 170 L165 200 L115 410 L175 420 L215 290 L210 445 L390 445 L385 290 L425 420 L485 410 L435 200 L355 170 Z" ${outline(p)}/>` +
    `<path d="M245 175 q55 -110 110 0 q-55 50 -110 0 z" ${outline(p)}/>` +
    `<rect x="245" y="340" width="110" height="60" rx="10" fill="none" stroke="${p.stroke}" stroke-width="5"/>`,
  cardigan: (p) =>
    `<path d="M245 160 L165 190 L115 410 L175 420 L215 290 L210 445 L390 445 L385 290 L425 420 L485 410 L435 190 L355 160 L300 260 Z" ${outline(p)}/>` +
    `<path d="M300 260 v185" ${line(p, 5)}/>` +
    [300, 340, 380, 420].map((y) => `<circle cx="312" cy="${y}" r="6" fill="${p.stroke}"/>`).join(''),
  pyjamas: (p) =>
    `<path d="M235 110 L175 135 L145 260 L190 268 L210 200 L210 290 L390 290 L390 200 L410 268 L455 260 L425 135 L365 110 L300 150 Z" ${outline(p)}/>` +
    `<path d="M215 300 h170 l20 170 h-75 l-30 -120 l-30 120 h-75 z" ${outline(p)}/>` +
    `<path d="M300 150 v140" ${line(p, 4)}/>`,
  dressingGown: (p) =>
    `<path d="M240 140 L160 170 L110 360 L170 372 L210 250 L190 470 L410 470 L390 250 L430 372 L490 360 L440 170 L360 140 L300 300 Z" ${outline(p)}/>` +
    `<path d="M195 320 h210" ${line(p, 14)}/><path d="M300 320 l-30 80 M300 320 l30 80" ${line(p, 10)}/>`,
  loafer: (p) =>
    `<path d="M120 385 q0 -85 80 -95 q40 22 90 22 h70 q110 5 130 68 q5 20 -25 20 h-315 q-30 0 -30 -15 z" ${outline(p)}/>` +
    `<path d="M115 400 h385" ${line(p, 12)}/><rect x="125" y="400" width="62" height="26" rx="4" ${outline(p)}/>` +
    `<path d="M300 316 q40 -6 80 4" ${line(p, 10)}/>`,
  boot: (p) =>
    `<path d="M180 150 h120 v170 q100 10 150 50 q30 30 20 60 h-290 z" ${outline(p)}/>` +
    `<path d="M180 430 h300" ${line(p, 14)}/><path d="M300 170 v140" ${line(p, 5)}/>`,
  flats: (p) =>
    `<path d="M110 340 q0 -50 90 -50 h200 q90 0 90 50 q0 40 -90 40 h-200 q-90 0 -90 -40 z" ${outline(p)}/>` +
    `<path d="M230 300 q100 -20 190 10 q-20 40 -80 40 h-110 z" fill="${p.light}" stroke="${p.stroke}" stroke-width="5"/>` +
    `<path d="M300 300 l-14 -14 M300 300 l14 -14" ${line(p, 6)}/>`,
  cap: (p) =>
    `<path d="M160 330 q0 -170 150 -170 q140 0 140 170 z" ${outline(p)}/>` +
    `<path d="M300 330 h220 q-20 40 -90 40 h-130 z" ${outline(p)}/>` +
    `<circle cx="305" cy="160" r="10" fill="${p.stroke}"/><path d="M305 170 q-60 60 -50 160" ${line(p, 4)}/>`,
  teaSet: (p) =>
    `<g transform="translate(-70 -20)">${teapotDrawing(p)}</g>` +
    `<path d="M380 360 h110 q-5 70 -55 80 q-50 -10 -55 -80 z" ${outline(p)}/>` +
    `<ellipse cx="435" cy="445" rx="80" ry="14" ${outline(p)}/>`,
  jigsaw: (p) =>
    `<path d="M150 170 h120 q-20 -40 30 -40 q50 0 30 40 h120 v120 q40 -20 40 30 q0 50 -40 30 v120 h-300 z" ${outline(p)}/>` +
    `<path d="M300 170 v100 q-40 -20 -40 30 q0 50 40 30 v140 M150 320 h80 q-20 40 30 40 q50 0 30 -40 h160" ${line(p, 5)}/>`,
  bunny: (p) =>
    `<ellipse cx="255" cy="140" rx="26" ry="80" ${outline(p)}/><ellipse cx="345" cy="140" rx="26" ry="80" ${outline(p)}/>` +
    `<ellipse cx="300" cy="370" rx="105" ry="95" ${outline(p)}/>` +
    `<circle cx="300" cy="245" r="85" ${outline(p)}/>` +
    `<circle cx="268" cy="232" r="9" fill="#2b2b2b"/><circle cx="332" cy="232" r="9" fill="#2b2b2b"/><circle cx="300" cy="262" r="10" fill="#d88a8a"/>`,
  box: (p) => `<rect x="170" y="170" width="260" height="260" rx="36" ${outline(p)}/>`,
} satisfies Record<string, Shape>;

export type ShapeName = keyof typeof SHAPES;

/** Words of a product's English name that say what it is; the first that matches wins. */
const BY_NAME: ReadonlyArray<[RegExp, ShapeName]> = [
  // Decor first: a 'glass vase' is a vase, a 'candle holder' holds a candle.
  [/\bvase/i, 'vase'],
  [/\bcandle holder/i, 'candleHolder'],
  [/\bcandle/i, 'candle'],
  [/\bmirror/i, 'mirror'],
  [/\bframe/i, 'frame'],
  [/\b(bauble|ornament)/i, 'bauble'],
  [/\b(cushion|pillow)\b/i, 'cushion'],
  [/\bbedspread/i, 'bedspread'],
  // Kitchen textiles before cookware: a 'pot holder' is not a pot.
  [/\bapron/i, 'apron'],
  [/\b(glove|mitt|pot holder)/i, 'ovenGlove'],
  [/\b(napkin|tablecloth|table runner)/i, 'tablecloth'],
  [/\btea set\b/i, 'teaSet'],
  [/\bkettle/i, 'kettle'],
  [/\bteapot/i, 'teapot'],
  [/\bcezve/i, 'cezve'],
  [/\b(french press|coffee|moka)/i, 'frenchPress'],
  [/\bgrill pan/i, 'grillPan'],
  [/\bwok\b/i, 'wok'],
  [/\b(frying pan|skillet)/i, 'fryingPan'],
  [/\b(sauté|saute)/i, 'saute'],
  // A milk pan is a saucepan with one long handle, as the studio's saucepan is.
  [/\b(saucepan|milk pan|stockpot|pot)\b/i, 'saucepan'],
  [/\bcasserole/i, 'casserole'],
  [/\bcake tin/i, 'cakeTin'],
  // 'Glass' alone is a material (a glass lamp, a glass bowl); these are glasses to drink from.
  [/\b(wine glass|glasses|goblets?|flutes?)\b/i, 'wineGlass'],
  [/\btumblers?\b/i, 'glass'],
  [/\bcup and saucer/i, 'cupSaucer'],
  [/\b(mug|cup)\b/i, 'mug'],
  [/\bplatter/i, 'platter'],
  [/\bbowl\b/i, 'bowl'],
  [/\b(plate|saucer)\b/i, 'plate'],
  [/\b(chopping board|cutting board)\b/i, 'choppingBoard'],
  [/\bknife\b/i, 'knifeBoard'],
  [/\bteaspoon/i, 'teaspoons'],
  [/\bspatula/i, 'spatula'],
  [/\bwhisk/i, 'whisk'],
  [/\bflat grater/i, 'flatGrater'],
  [/\bgrater/i, 'grater'],
  [/\bcontainer/i, 'container'],
  [/\borganiser/i, 'organiser'],
  [/\bstorage box/i, 'box'],
  [/\bskirt/i, 'skirt'],
  [/\b(trousers|jeans|chinos|joggers|leggings|shorts)\b/i, 'trousers'],
  [/\bdress(es)?\b/i, 'dress'],
  [/\bdressing gown/i, 'dressingGown'],
  [/\bpyjamas/i, 'pyjamas'],
  [/\bhoodie/i, 'hoodie'],
  [/\bcardigan/i, 'cardigan'],
  [/\b(romper|bodysuit|sleepsuit|onesie)/i, 'romper'],
  [/\b(jumper|sweater|sweatshirt|pullover)/i, 'jumper'],
  [/\b(t-shirt|tee|polo|top|vest)\b/i, 'tshirt'],
  [/\b(shirt|blouse)\b/i, 'shirt'],
  [/\bslipper/i, 'slipper'],
  [/\bballet flats/i, 'flats'],
  [/\bboots?\b/i, 'boot'],
  [/\b(heels?|pumps?|sandals?)\b/i, 'heel'],
  [/\b(loafer|moccasin)/i, 'loafer'],
  [/\b(shoe|sneaker|trainer|boot|brogue|derby|plimsoll)/i, 'shoe'],
  [/\b(backpack|rucksack)/i, 'backpack'],
  [/\b(tote|shopper)/i, 'tote'],
  [/\bgift bag/i, 'giftBag'],
  [/\b(bag|clutch|purse)\b/i, 'handbag'],
  [/\b(greeting card|postcard)\b/i, 'card'],
  [/\b(gift box|gift set)\b/i, 'giftBox'],
  [/\bcap\b/i, 'cap'],
  [/\bjigsaw/i, 'jigsaw'],
  [/\bbunny/i, 'bunny'],
];

/** What a category's goods look like when the name says nothing more specific (by leaf slug). */
const BY_CATEGORY: Readonly<Record<string, ShapeName>> = {
  'aromaty-dlya-doma': 'diffuser',
  fotoramki: 'frame',
  'svechi-i-podsvechniki': 'candle',
  vazy: 'vase',
  zerkala: 'mirror',
  'dekorativnye-podushki': 'cushion',
  'pledy-i-pokryvala': 'throw',
  polotentsa: 'towels',
  'postelnoe-bele': 'bedLinen',
  shtory: 'curtains',
  'korziny-i-koroba': 'basket',
  'organayzery-i-veshalki': 'hanger',
  girlyandy: 'stringLights',
  'nastolnye-lampy': 'lamp',
  'aksessuary-dlya-vannoy': 'dispenser',
  'kovriki-dlya-vannoy': 'bathMat',
  'shtorki-dlya-vannoy': 'showerCurtain',
  chayniki: 'teapot',
  'turki-i-french-pressy': 'frenchPress',
  'khranenie-produktov': 'jar',
  'kukhonnyy-inventar': 'ladle',
  'nozhi-i-doski': 'knifeBoard',
  'fartuki-i-prikhvatki': 'apron',
  'kukhonnye-polotentsa': 'teaTowel',
  'skaterti-i-salfetki': 'tablecloth',
  'formy-dlya-vypechki': 'bakingTray',
  kastryuli: 'saucepan',
  'kovshi-i-soteyniki': 'saute',
  skovorody: 'fryingPan',
  'bokaly-i-stakany': 'glass',
  'kruzhki-i-chashki': 'mug',
  'salatniki-i-blyuda': 'bowl',
  'stolovye-pribory': 'cutlery',
  tarelki: 'plate',
  'golovnye-ubory': 'hat',
  remni: 'belt',
  'sharfy-i-platki': 'scarf',
  zonty: 'umbrella',
  'dlya-devochek': 'dress',
  'dlya-malchikov': 'tshirt',
  'dlya-malyshey': 'romper',
  'bryuki-i-dzhinsy': 'trousers',
  'futbolki-i-polo': 'tshirt',
  rubashki: 'shirt',
  'svitery-i-khudi': 'jumper',
  'domashnyaya-obuv': 'slipper',
  'muzhskaya-obuv': 'shoe',
  'zhenskaya-obuv': 'heel',
  ryukzaki: 'backpack',
  shoppery: 'tote',
  'zhenskie-sumki': 'handbag',
  'bluzki-i-rubashki': 'shirt',
  'bryuki-i-yubki': 'trousers',
  'domashnyaya-odezhda': 'jumper',
  platya: 'dress',
  'svitery-i-kardigany': 'jumper',
  'myagkie-igrushki': 'teddy',
  'nastolnye-igry': 'boardGame',
  'dlya-kukhni': 'giftBox',
  'dlya-vannoy': 'giftBox',
  'elochnye-igrushki': 'bauble',
  'prazdnichnaya-servirovka': 'star',
  otkrytki: 'card',
  'pakety-i-korobki': 'giftBag',
};

/** The picture of a category above the leaves: one of the goods it is best known for. */
const BY_TOP_CATEGORY: Readonly<Record<string, ShapeName>> = {
  kukhnya: 'teapot',
  dom: 'vase',
  'odezhda-i-aksessuary': 'dress',
  podarki: 'giftBox',
};

/** The silhouette for a category path ('kukhnya/posuda/tarelki') and, for a product, its English name. */
export function shapeFor(categoryPath: string, englishName = ''): ShapeName {
  const named = BY_NAME.find(([words]) => words.test(englishName));
  if (named) return named[1];
  const slugs = categoryPath.split('/');
  for (let i = slugs.length - 1; i >= 0; i--) {
    const slug = slugs[i] ?? '';
    const shape = BY_CATEGORY[slug] ?? (i === 0 ? BY_TOP_CATEGORY[slug] : undefined);
    if (shape) return shape;
  }
  return 'box';
}
