// Builds the guides, flyers and annual report in static/downloads/.
// Run from the repository root: node content/images/src/build-pdfs.mjs [folder]
// (another folder than static/downloads/ is for the test that reads the files back).
import { mkdirSync, writeFileSync } from 'node:fs';
import { ANNUAL_REPORT } from './annual-report-content.mjs';
import { OPPORTUNITIES } from './pdf-content.mjs';
import { PdfFile } from './pdf-canvas.mjs';
import { Document } from './pdf-layout.mjs';

const FOOTER =
  'Pro-Life Utah  •  PO Box 1047, South Jordan, UT 84095  •  (801) 555-0142  •  info@prolifeutah.org  •  prolifeutah.org';
const OUT = process.argv[2] ?? 'static/downloads';

function render(doc, blocks) {
  for (const [kind, value, options] of blocks) {
    if (kind === 'h') doc.heading(value);
    else if (kind === 'p') doc.paragraph(value, options);
    else if (kind === 'ul') doc.bullets(value);
    else if (kind === 'blanks') doc.blanks(value);
    else if (kind === 'callout') doc.callout(value);
  }
  return doc;
}

// The guide's first heading and list (what to collect or bring) also suit the flyer.
function firstList(blocks) {
  const at = blocks.findIndex(([kind]) => kind === 'ul');
  return blocks.slice(at - 1, at + 1);
}

const newDocument = async (options) =>
  new Document(await PdfFile.create({ title: options.title, author: 'Pro-Life Utah' }), options);

async function write(file, doc) {
  writeFileSync(`${OUT}/${file}`, await doc.file.save());
}

mkdirSync(OUT, { recursive: true });
for (const [id, opportunity] of Object.entries(OPPORTUNITIES)) {
  const guide = await newDocument({
    title: `${opportunity.name}: Host Guide`,
    kicker: 'Service opportunity',
    footer: FOOTER,
  });
  await write(`${id}-guide.pdf`, render(guide, opportunity.guide));

  const flyer = await newDocument({
    title: `Join our ${opportunity.name}`,
    kicker: 'You are invited',
    footer: FOOTER,
  });
  render(flyer, [
    ['p', opportunity.pitch, { size: 16, font: 'bold' }],
    ['blanks', ['Date', 'Time', 'Place', 'Host', 'Contact']],
    ...firstList(opportunity.guide),
    ['h', 'Every gift goes to a Utah mother'],
    [
      'p',
      'Everything collected is given free of charge to mothers served by our pregnancy clinic and Life Grant programme, most of them facing an unexpected pregnancy alone.',
    ],
    [
      'callout',
      'Questions? Call (801) 555-0117 or email info@prolifeutah.org. Need help now? Our hotline is (801) 555-0142.',
    ],
  ]);
  await write(`${id}-flyer.pdf`, flyer);
}
await write(
  'annual-report-2025.pdf',
  render(
    await newDocument({ title: 'Annual Report 2025', kicker: 'Pro-Life Utah', footer: FOOTER }),
    ANNUAL_REPORT,
  ),
);
