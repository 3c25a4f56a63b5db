// zod's global settings, imported before any schema is built (lib/validation/common.ts and the
// client form helpers import it first). jitless: zod would otherwise probe `new Function("")` and
// compile object parsers with it, which a CSP without 'unsafe-eval' reports as a violation in the
// browser; the interpreted parser is fast enough for forms and API inputs.
import { z } from "zod";

z.config({ jitless: true });
