import * as vega from 'vega';
import { textWidth } from './text-metrics.ts';

interface TextItem {
  fontSize?: number;
  fontWeight?: string | number;
  limit?: number;
}

const isBold = (weight: string | number | undefined): boolean =>
  weight === 'bold' || weight === 'bolder' || (typeof weight === 'number' && weight >= 600) || Number(weight) >= 600;

/**
 * vega measures text with a canvas when there is one (the browser) and otherwise guesses
 * 0.8 em per character, which truncates labels and leaves wide empty margins. Without a canvas
 * (Node, the Word export, tests) it measures with the font's own widths instead. A width at or
 * above the item's limit is reported as the limit: vega truncates such a text to fit it.
 */
export function useFontMetricsWithoutCanvas(): void {
  const metrics = (vega as unknown as { textMetrics?: TextMetrics }).textMetrics;
  if (!metrics || metrics.width !== metrics.estimateWidth) return;
  metrics.width = (item, text) => {
    const line = text == null ? '' : String(text).trim();
    const width = textWidth(line, item.fontSize ?? 11, isBold(item.fontWeight));
    return item.limit && item.limit > 0 ? Math.min(width, item.limit) : width;
  };
}

interface TextMetrics {
  width: (item: TextItem, text: unknown) => number;
  estimateWidth: (item: TextItem, text: unknown) => number;
}
