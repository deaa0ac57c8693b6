// @ts-check
// A QR code of a link, as an SVG (for a phone across the table to open
// it): the modules from qrcode-generator (npm, bundled into this module by
// scripts/build-web.mjs, never loaded from elsewhere), drawn as one path.

import qrcode from 'qrcode-generator';

const NS = 'http://www.w3.org/2000/svg';

/**
 * The QR code of `text` (error correction M, the smallest version that
 * holds it), with a quiet zone of 4 modules, named `label` for screen readers.
 * @param {string} text
 * @param {string} label
 * @returns {SVGSVGElement}
 */
export function qrSvg(text, label) {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const n = code.getModuleCount();
  const quiet = 4;
  const size = n + 2 * quiet;
  let d = '';
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) if (code.isDark(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
  }
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  const back = document.createElementNS(NS, 'rect');
  back.setAttribute('width', String(size));
  back.setAttribute('height', String(size));
  back.setAttribute('fill', '#fff');
  const path = document.createElementNS(NS, 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', '#000');
  svg.append(back, path);
  return svg;
}
