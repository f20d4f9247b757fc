import { limits } from '@backoffice/contracts';
import {
  ImagePlugin,
  LoopPlugin,
  type ScopeDataArgs,
  type ScopeDataResolver,
  type Tag,
  type TemplateData,
  TemplateHandler,
  TextPlugin,
} from 'easy-template-x';
import { MakerPagePlugin } from './maker-page.ts';

/**
 * Looks a tag up the way easy-template-x does (the innermost loop first, then outwards), but only
 * among the data's own fields: a template naming `constructor` or `__proto__` reads nothing.
 */
function ownFieldsOnly({ strPath, data }: ScopeDataArgs): ReturnType<ScopeDataResolver> {
  const name = strPath[strPath.length - 1]!;
  const scope = strPath.slice(0, -1);
  for (let depth = scope.length; depth >= 0; depth -= 1) {
    const value = ownField(data, [...scope.slice(0, depth), name]);
    if (value !== undefined) return value as ReturnType<ScopeDataResolver>;
  }
  return undefined as unknown as ReturnType<ScopeDataResolver>;
}

function ownField(data: unknown, path: string[]): unknown {
  let current = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * Text, loops and conditions, images, and a maker's page: nothing in a template can insert raw XML,
 * links or run code (a maker's page comes only from the export's own data, a maker's template it
 * filled). XML as deep as the upload check lets through (easy-template-x's own bound is 20 levels,
 * which a text box in a table nearly reaches).
 */
function templateHandler() {
  return new TemplateHandler({
    plugins: [new LoopPlugin(), new ImagePlugin(), new MakerPagePlugin(), new TextPlugin()],
    scopeDataResolver: ownFieldsOnly,
    maxXmlDepth: limits.maxTemplateXmlDepth,
  });
}

/** Fills the template in this thread: template-fill.service.ts runs it in a worker. */
export function fillTemplateHere(template: Buffer, data: TemplateData): Promise<Buffer> {
  return templateHandler().process(template, data);
}

export function templateTags(template: Buffer): Promise<Tag[]> {
  return templateHandler().parseTags(template);
}
