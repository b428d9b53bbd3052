import { describe, expect, it } from "vitest";
import { prettyMessage } from "./logger.server";

describe("a log line in a terminal", () => {
  it("shows a finished request as method, path, status and time", () => {
    const log = {
      msg: "request completed",
      req: { method: "GET", url: "/torneos-padel-puebla?page=2" },
      res: { statusCode: 200 },
      responseTime: 12,
    };
    expect(prettyMessage(log, "msg")).toBe("GET /torneos-padel-puebla?page=2 200 12 ms");
  });

  it("keeps pino-http's word for a failed request", () => {
    const log = { msg: "request errored", req: { method: "POST", url: "/admin" }, res: { statusCode: 500 }, responseTime: 40 };
    expect(prettyMessage(log, "msg")).toBe("POST /admin 500 40 ms (request errored)");
  });

  it("prefixes a message logged during a request with the request", () => {
    expect(prettyMessage({ msg: "upload refused", req: { method: "POST", url: "/api/uploads" } }, "msg")).toBe(
      "POST /api/uploads: upload refused",
    );
  });

  it("keeps other messages as they are", () => {
    expect(prettyMessage({ msg: "Listening on http://localhost:3000", port: 3000 }, "msg")).toBe("Listening on http://localhost:3000");
  });
});
