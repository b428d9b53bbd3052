// Reads a server-sent-events response the way EventSource does: `next()` resolves with the data of the next
// event named `event` (other events, comments and the retry line are skipped).
export function eventReader(response: Response, event: string) {
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return async function next(): Promise<string> {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!block.split("\n").includes(`event: ${event}`)) continue;
        return block
          .split("\n")
          .filter((line) => line.startsWith("data: "))
          .map((line) => line.slice(6))
          .join("\n");
      }
      if (!reader) throw new Error("no body");
      const { value, done } = await reader.read();
      if (done) throw new Error("stream ended");
      buffer += decoder.decode(value, { stream: true });
    }
  };
}
