/**
 * Runs a program to completion for a test and returns what it left as text:
 * the exit code, stdout and stderr (both piped and decoded as UTF-8).
 *
 * @module
 */

/** What a finished process left. */
export interface CommandResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `command` with `options` (stdout and stderr are always piped) and
 * waits for it to exit.
 */
export async function runCommand(
  command: string | URL,
  options: Deno.CommandOptions,
): Promise<CommandResult> {
  const output = await new Deno.Command(command, {
    ...options,
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decoder = new TextDecoder();
  return {
    code: output.code,
    stdout: decoder.decode(output.stdout),
    stderr: decoder.decode(output.stderr),
  };
}
