import { z } from 'zod';
import type { Row } from './types.js';

/** What `bench/figure-process.ts` is asked to run (its one argument, as JSON). */
export const figureRequest = z.object({
  name: z.string(),
  quick: z.boolean(),
  peer: z.boolean(),
  runs: z.number().int().min(1),
  tmp: z.string(),
});
export type FigureRequest = z.infer<typeof figureRequest>;

/** Its one message back. Rows are built by `makeRow` in the child and trusted as such. */
export type FigureReply = { readonly rows: Row[] } | { readonly error: string };
