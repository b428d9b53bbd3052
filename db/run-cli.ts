/** Runs a command-line entry point: exits with its code, or prints the error's message and exits 1. */
export function runCli(main: () => Promise<number>) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
