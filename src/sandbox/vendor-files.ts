import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The architectures the sandbox library ships an `apply-seccomp` binary for. */
function vendorArch(): 'x64' | 'arm64' | null {
  return process.arch === 'x64' || process.arch === 'arm64' ? process.arch : null;
}

/**
 * A file the sandbox library loads from its `vendor/` folder at run time: beside the bundle first
 * (the build copies `vendor/` next to `dist/index.js`), then one level up (for `dist/cli/index.js`),
 * then in the installed package (running from the sources).
 */
function vendorFile(relativePath: string): string | null {
  const bundleDir = dirname(fileURLToPath(import.meta.url));
  for (const dir of [bundleDir, dirname(bundleDir)]) {
    const candidate = join(dir, 'vendor', relativePath);
    if (existsSync(candidate)) return candidate;
  }
  try {
    const packageDir = dirname(createRequire(import.meta.url).resolve('@anthropic-ai/sandbox-runtime/package.json'));
    const candidate = join(packageDir, 'vendor', relativePath);
    return existsSync(candidate) ? candidate : null;
  } catch {
    return null;
  }
}

/** The static helper that applies the seccomp filter inside the sandbox, or null when none fits this machine. */
export function applySeccompPath(): string | null {
  const arch = vendorArch();
  return arch ? vendorFile(join('seccomp', arch, 'apply-seccomp')) : null;
}

/** The JVM agent that points Java tools at the sandbox's proxy, or null when it is not shipped. */
export function javaProxyAgentPath(): string | null {
  return vendorFile(join('java-proxy-agent', 'srt-proxy-agent.jar'));
}
