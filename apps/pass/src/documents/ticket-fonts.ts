// The TrueType fonts the ticket PDF embeds: pdfkit's built-in Helvetica cannot encode ř, ů, ľ, ô and the like.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export interface TicketFonts {
  /** A TTF/OTF/WOFF file path or its bytes; must cover Latin Extended-A (Czech, Slovak, German). */
  regular: string | Buffer;
  bold: string | Buffer;
}

/** npm package (a dependency of apps/pass) that ships DejaVu Sans, which covers every Central European letter. */
export const TICKET_FONT_PACKAGE = 'dejavu-fonts-ttf';

let cached: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

/**
 * DejaVu Sans regular and bold, read once per process. Resolved through the package rather than a system
 * path because a fresh CI machine or container has no fonts installed.
 */
export function loadTicketFonts(): Promise<{ regular: Buffer; bold: Buffer }> {
  cached ??= readPackagedFonts().catch((error: unknown) => {
    // A later call may succeed once the package is installed; do not keep the failure.
    cached = undefined;
    throw error;
  });
  return cached;
}

async function readPackagedFonts(): Promise<{ regular: Buffer; bold: Buffer }> {
  const require = createRequire(import.meta.url);
  let regularPath: string;
  let boldPath: string;
  try {
    regularPath = require.resolve(`${TICKET_FONT_PACKAGE}/ttf/DejaVuSans.ttf`);
    boldPath = require.resolve(`${TICKET_FONT_PACKAGE}/ttf/DejaVuSans-Bold.ttf`);
  } catch (error) {
    throw new Error(
      `Ticket PDFs need the npm package "${TICKET_FONT_PACKAGE}" in apps/pass (fonts with Czech and Slovak letters)`,
      { cause: error },
    );
  }
  const [regular, bold] = await Promise.all([readFile(regularPath), readFile(boldPath)]);
  return { regular, bold };
}
