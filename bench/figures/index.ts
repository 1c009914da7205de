import type { Figure } from '../lib/types.js';
import { startup } from './startup.js';
import { sessionOverhead } from './session-overhead.js';
import { pipelineOverhead } from './pipeline-overhead.js';
import { parallelBatch } from './parallel-batch.js';
import { largeOutput } from './large-output.js';
import { grepFigure } from './grep.js';
import { promptCache } from './prompt-cache.js';
import { budgetFigure } from './budget.js';
import { bundle } from './bundle.js';
import { sandboxFigure } from './sandbox.js';
import { bashGate } from './bash-gate.js';
import { landingFigure } from './landing.js';
import { longTaskFigure } from './long-task.js';

/** In the order. */
export const FIGURES: readonly Figure[] = [startup, sessionOverhead, pipelineOverhead, parallelBatch, largeOutput, grepFigure, promptCache, budgetFigure, bundle, sandboxFigure, bashGate, landingFigure, longTaskFigure];
