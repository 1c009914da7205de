import type { z } from 'zod';

function fieldName(path: readonly PropertyKey[]): string {
  return path.map((part) => (typeof part === 'number' ? `[${part}]` : String(part))).join('.').replace(/\.\[/g, '[');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = fieldName(issue.path);
  const detail = issue.message.replace(/^Invalid input: /, '');
  if (issue.code === 'unrecognized_keys') {
    const where = field ? ` in \`${field}\`` : '';
    return `unexpected parameter${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `\`${k}\``).join(', ')}${where}`;
  }
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) {
    return `the required parameter \`${field}\` is missing`;
  }
  return field ? `the parameter \`${field}\`: ${detail}` : detail;
}

/** A schema failure in words a model can act on: which field, what was expected. */
export function formatZodValidationError(toolName: string, error: z.ZodError): string {
  const issues = error.issues.map(describeIssue);
  const lines = issues.length === 1 ? issues[0] : issues.map((issue) => `\n- ${issue}`).join('');
  return `InputValidationError: ${toolName} failed due to ${issues.length === 1 ? 'this issue' : 'these issues'}: ${lines}`;
}
