import { Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { bold, documentOf, heading, paragraph } from './docx-building.ts';
import { reportLoops, reportTags, type TagDefinition } from './template-tags.ts';
import { makerPageTags } from './template-vocabulary.ts';

const kindWords = { text: 'text', image: 'picture', condition: 'condition', page: 'page' } as const;

function tagTable(tags: readonly TagDefinition[]) {
  const row = (cells: string[], header = false) =>
    new TableRow({
      tableHeader: header,
      children: cells.map(
        (text) =>
          new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold: header, size: 18 })] })] }),
      ),
    });
  const written = (tag: TagDefinition) =>
    tag.kind === 'condition' ? `{#${tag.name}}…{/${tag.name}}` : `{${tag.name}}`;
  return new Table({
    width: { size: 9_638, type: WidthType.DXA },
    rows: [
      row(['Tag', 'Kind', 'What it shows', 'Example'], true),
      ...tags.map((tag) => row([written(tag), kindWords[tag.kind], tag.description, tag.example])),
    ],
  });
}

/**
 * The template guide: every tag, loop, condition and picture a report template may use, and the tags
 * of a maker's Word template, with examples.
 */
export function templateGuide(): Promise<Buffer> {
  return documentOf('Report template guide', [
    new Paragraph({ text: 'Report template guide', heading: 'Title' }),
    paragraph(
      'A report template is a Word document (docx) with tags in curly braces. The Word export replaces each tag ',
      'with the report’s data and keeps the tag’s font, size and colour. Upload a template on Report Templates; ',
      'the newest one of a report type is used. The upload is refused, naming the tag, when a tag is unknown or a ',
      'loop is not closed.',
    ),
    heading('Writing tags'),
    paragraph(bold('Text: '), 'type {Vessel name} where the vessel’s name should appear.'),
    paragraph(
      bold('Pictures: '),
      'type {Vessel image 1} or {Savings chart} in a paragraph of its own; the picture takes the text width at most.',
    ),
    paragraph(
      bold('Loops: '),
      '{#Technologies} … {/Technologies} repeats what is between them once per technology. In a table, put ',
      '{#Technologies} in the first cell of a row and {/Technologies} in its last cell: the row is repeated. ',
      'Inside a loop use the loop’s own tags, such as {Name}, and any tag of the report.',
    ),
    paragraph(
      bold('Conditions: '),
      '{#Has results} … {/Has results} shows what is between them only when the report has results. A loop has ',
      'conditions of its own: inside {#Technologies}, {#Has maker} … {/Has maker} shows the maker only when one ',
      'is chosen. In a table, a condition in the first and the last cell of a row shows or leaves out the row.',
    ),
    paragraph(
      bold('Your company: '),
      '{Company name}, {Company address}, {Company website}, {Company logo} and {Disclaimer} come from ',
      'Administration → Company Profile. Its brand colour colours the headings and table headers of the default ',
      'templates; in your own template, format the text as you like.',
    ),
    paragraph(
      bold('Makers’ pages: '),
      'in a solution design, a technology whose chosen maker has a Word template gets that template, filled, as ',
      'its page. Inside {#Technologies}, put {Maker page} in a paragraph of its own between {#Has maker page} and ',
      '{/Has maker page}, and the technology’s own page between {#Lacks maker page} and {/Lacks maker page}, as ',
      'the default solution design template does.',
    ),
    paragraph('Numbers are written as on screen: two decimals and thousands separators, e.g. 1,234.56.'),
    heading('Tags of the report'),
    tagTable(reportTags),
    ...reportLoops.flatMap((loop) => [
      heading(`Loop {#${loop.name}}…{/${loop.name}}`, 2),
      paragraph(loop.description),
      tagTable(loop.fields),
    ]),
    heading('Makers’ Word templates'),
    paragraph(
      'A maker’s Word template (Technologies → a technology → Makers) is the page of that technology in a ',
      'solution design that chooses the maker. The Word export fills it with the technology’s tags below and ',
      'puts its text where the technology’s page stands; from the second technology on, it starts a new page. ',
      'Write it as a report template, with these tags only: the technology’s figures, its conditions such as ',
      '{#Has supplier}…{/Has supplier}, its icon and the report’s names, but no loops. The upload is refused, ',
      'naming the tag, as a report template’s is.',
    ),
    paragraph(
      'It may hold text, tables, pictures (PNG, JPEG, GIF, BMP or SVG), links and lists; not footnotes, charts ',
      'or embedded objects. The report’s page size, header and footer apply; a style the report does not have ',
      'gives way to the report’s text style, and the report’s own styles (Heading 1, Heading 2 …) look as in ',
      'the report.',
    ),
    tagTable(makerPageTags),
  ]);
}
