import { ESLint } from 'eslint';

// The house style's import rules are only real if lint fails when they are broken: these lint
// in-memory sources as if they sat at the given paths, with the project's own eslint.config.js.
const eslint = new ESLint({ cwd: process.cwd() });

export async function messagesFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}
