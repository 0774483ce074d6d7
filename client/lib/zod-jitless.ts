// zod decides at schema construction whether to compile parsers with `new Function`,
// probing for eval first; the page's CSP (rightly) forbids eval, and the refused probe
// is reported as a CSP violation. The browser checks one form and needs no compiler.
// This module must be imported before any module that builds a schema.
import { z } from "zod";

z.config({ jitless: true });
