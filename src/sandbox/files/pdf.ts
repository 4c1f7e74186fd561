/**
 * A minimal but valid PDF 1.4 (Helvetica text, correct xref offsets) listing a form's name and fields,
 * for POST /forms/{form_id}/pdf. Text is reduced to printable ASCII so byte offsets equal string lengths.
 */
const LINES_PER_PAGE = 48;

function pdfText(s: string): string {
  const ascii = s.normalize('NFKD').replace(/[^\x20-\x7e]/g, (c) => (c === '–' || c === '—' ? '-' : '?'));
  const clipped = ascii.length > 110 ? `${ascii.slice(0, 107)}...` : ascii;
  return clipped.replace(/([\\()])/g, '\\$1');
}

export function renderPdf(title: string, lines: string[]): Buffer {
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(lines.length, 1); i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  // Objects: 1 catalog, 2 page tree, 3 font, then a page and its content stream per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((pageLines, i) => {
    const body = [
      'BT',
      i === 0 ? `/F1 16 Tf 50 750 Td (${pdfText(title)}) Tj 0 -28 Td` : '/F1 16 Tf 50 750 Td',
      '/F1 10 Tf 14 TL',
      ...pageLines.map((l) => `(${pdfText(l)}) Tj T*`),
      'ET',
    ].join('\n');
    objects[pageIds[i]] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`;
    objects[pageIds[i] + 1] = `<< /Length ${body.length} >>\nstream\n${body}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
