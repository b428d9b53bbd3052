import { Transform } from "node:stream";

const HEAD_END = "</head>";
const PRELOAD = '<link rel="modulepreload"';

/**
 * Marks the head's module preloads (React Router's <Scripts/>, hoisted into the head by React) as
 * `fetchpriority="low"`, as React does for its own bootstrap modules: the page is server-rendered, so
 * the stylesheet and the page's images are what its first paint needs, and on a slow phone link the
 * scripts (about 120 KB) no longer share the bandwidth with them at the same priority. React Router
 * renders these links itself, with no way to pass the attribute, so the HTML is rewritten up to
 * `</head>` (written in one piece with the shell); the body streams through untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  let head: Buffer[] | null = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!head) return callback(null, chunk);
      head.push(chunk);
      const html = Buffer.concat(head);
      const end = html.indexOf(HEAD_END);
      if (end === -1) return callback();
      head = null;
      const rewritten = html.subarray(0, end).toString("utf8").replaceAll(PRELOAD, `${PRELOAD} fetchpriority="low"`);
      callback(null, Buffer.concat([Buffer.from(rewritten, "utf8"), html.subarray(end)]));
    },
    flush(callback) {
      callback(null, head?.length ? Buffer.concat(head) : undefined);
    },
  });
}
