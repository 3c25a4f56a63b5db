// zod's global settings, imported before any schema is built (lib/validation/common.ts imports it
// first, and every schema module imports that; the client's form helpers import zod's types only, so
// zod stays out of the forms' first load). jitless: zod would otherwise probe `new Function("")` and
// compile object parsers with it, which a CSP without 'unsafe-eval' reports as a violation in the
// browser; the interpreted parser is fast enough for forms and API inputs.
import { z } from "zod";

z.config({ jitless: true });
