#!/usr/bin/env node
import { resolve } from 'node:path';
import { parseCommandLine, type CliCommand } from './cli/parse-args.js';
import { HELP, VERSION } from './cli/help.js';
import { UsageError } from './cli/usage-error.js';
import type { CliIo } from './cli/run-command.js';
import { describeError } from './core/describe-error.js';

async function dispatch(command: CliCommand, io: CliIo): Promise<number> {
  switch (command.kind) {
    case 'help':
      // Shown because a command was missing: on stderr, and the exit code says it was a mistake.
      (command.exitCode === 0 ? io.stdout : io.stderr).write(HELP[command.topic] ?? HELP.main!);
      return command.exitCode;
    case 'version':
      io.stdout.write(`tollgate ${VERSION}\n`);
      return 0;
    case 'run':
      return (await import('./cli/run-command.js')).runCommand(command.args, io);
    case 'replay':
      return (await import('./cli/replay-command.js')).replayCommand(command, io);
    case 'demo':
      return (await import('./cli/demo-command.js')).demoCommand(command, io);
    case 'apply':
      return (await import('./cli/apply-command.js')).applyDryRun(command, io);
    case 'policy-check': {
      const { runPolicyCheck } = await import('./cli/policy-command.js');
      return runPolicyCheck({
        ...(command.policy !== undefined ? { policyPath: resolve(io.cwd, command.policy) } : {}),
        cwd: command.cwd,
        input: process.stdin,
        output: io.stdout,
        errorOutput: io.stderr,
        withHooks: command.hooks,
      });
    }
    case 'policy-diff':
      return (await import('./cli/policy-diff-command.js')).policyDiffCommand(command, io);
    case 'policy-suggest':
      return (await import('./cli/policy-suggest-command.js')).policySuggestCommand(command, io);
    case 'policy-test': {
      const { runPolicyTest } = await import('./cli/policy-command.js');
      return runPolicyTest({
        ...(command.policy !== undefined ? { policyPath: resolve(io.cwd, command.policy) } : {}),
        casesPath: resolve(io.cwd, command.cases),
        cwd: command.cwd,
        output: io.stdout,
        errorOutput: io.stderr,
      });
    }
  }
}

/** Configuration mistakes carry a positioned message of their own; print it, not a stack. */
function isConfigurationError(error: unknown): error is Error {
  return error instanceof Error && ['PolicyError', 'McpConfigError', 'CassetteFormatError', 'OutputSchemaError', 'ProviderConfigError', 'ConfigSourceError', 'ChangeBundleError'].includes(error.name);
}

/** `tollgate demo | head`: once the reader is gone, output is dropped quietly and the run still finishes. */
function quietWhenPipeCloses(stream: NodeJS.WriteStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') return;
    throw error;
  });
}

async function main(): Promise<number> {
  quietWhenPipeCloses(process.stdout);
  quietWhenPipeCloses(process.stderr);
  const controller = new AbortController();
  let interrupted = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    interrupted++;
    if (interrupted > 1) process.exit(130);
    process.stderr.write(`\ntollgate: ${signal}: stopping the session (again to quit at once)…\n`);
    controller.abort(new Error(`received ${signal}`));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const io: CliIo = { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd(), signal: controller.signal };
  try {
    return await dispatch(parseCommandLine(process.argv.slice(2), io.cwd), io);
  } catch (error) {
    if (error instanceof UsageError) {
      const pointer = error.helpCommand === 'main' ? 'tollgate --help' : `tollgate ${error.helpCommand} --help`;
      process.stderr.write(`tollgate: ${error.message}\nRun '${pointer}' for usage.\n`);
      return 2;
    }
    if (isConfigurationError(error)) {
      process.stderr.write(`tollgate: ${error.message}\n`);
      return 2;
    }
    const message = describeError(error);
    process.stderr.write(`tollgate: ${message}\n`);
    if (process.env.TOLLGATE_DEBUG && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
    return 1;
  }
}

// No forced exit: the CLI ends when nothing is left running, so a leak shows as a hang in the tests.
process.exitCode = await main();
