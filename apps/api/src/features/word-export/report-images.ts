import { type ReportChart, renderChartSvg } from '@backoffice/charts';
import { chartFontFiles } from '@backoffice/charts/font-files';
import { Resvg } from '@resvg/resvg-js';
import type { ImageContent } from 'easy-template-x';
import { imageSize } from 'image-size';

/** Widest picture in the document, in px at 96 dpi: the text width of an A4 page with 2 cm margins. */
const MAX_WIDTH_PX = 640;
/** Highest chart, in px at 96 dpi: two thirds of an A4 page, so that a chart keeps its caption and its heading. */
const MAX_CHART_HEIGHT_PX = 720;
/** Charts are drawn at twice their size so that they stay sharp when printed. */
const CHART_SCALE = 2;

function fitted(
  source: Buffer,
  format: ImageContent['format'],
  width: number,
  height: number,
  maxWidth: number,
  altText: string,
  maxHeight = Number.POSITIVE_INFINITY,
): ImageContent {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return {
    _type: 'image',
    source,
    format,
    width: Math.round(width * scale),
    height: Math.round(height * scale),
    altText,
  };
}

function svgToPng(svg: string | Buffer, zoom: number) {
  const rendered = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: zoom },
    font: { loadSystemFonts: false, fontFiles: chartFontFiles, defaultFontFamily: 'Liberation Sans' },
    background: 'white',
  }).render();
  return { png: rendered.asPng(), width: rendered.width / zoom, height: rendered.height / zoom };
}

/**
 * A stored picture (a vessel image, a technology icon, the company logo) as a document image no
 * wider than `maxWidth` (and no higher than `maxHeight`); SVG is drawn to PNG, which every Word
 * version shows. Null when it cannot be read.
 */
export function pictureOf(
  bytes: Buffer,
  fileName: string,
  maxWidth = MAX_WIDTH_PX,
  maxHeight?: number,
): ImageContent | null {
  try {
    if (/\.svg$/i.test(fileName)) {
      const { png, width, height } = svgToPng(bytes, 2);
      return fitted(Buffer.from(png), 'image/png', width, height, maxWidth, fileName, maxHeight);
    }
    const size = imageSize(bytes);
    if (!size.width || !size.height) return null;
    const format = size.type === 'png' ? 'image/png' : size.type === 'jpg' ? 'image/jpeg' : null;
    return format ? fitted(bytes, format, size.width, size.height, maxWidth, fileName, maxHeight) : null;
  } catch {
    return null;
  }
}

/** A chart of the results as a PNG: the same definition the report page draws. */
export async function chartPicture(chart: ReportChart): Promise<ImageContent> {
  const { png, width, height } = svgToPng(await renderChartSvg(chart.spec), CHART_SCALE);
  return fitted(Buffer.from(png), 'image/png', width, height, MAX_WIDTH_PX, chart.title, MAX_CHART_HEIGHT_PX);
}
