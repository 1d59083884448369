// React Router's own 400 for a form post whose Origin names another host (its CSRF check) is logged at warn, not
// error: it is a client's mistake or a forged post. Any other unexpected page error stays an error.
import { describe, expect, it, vi } from "vitest";
import { handleError } from "../app/entry.server.tsx";
import { logger } from "./logger.server.ts";

const post = (path: string) =>
  new Request(`http://localhost:3000${path}`, { method: "POST", headers: { Origin: "https://evil.example" } });

describe("the page error log", () => {
  it("logs React Router's Origin/Host refusal at warn, other errors at error", () => {
    const warn = vi.spyOn(logger, "warn");
    const error = vi.spyOn(logger, "error");
    // The error React Router's handleDocumentRequest passes to handleError before it answers 400.
    handleError(
      new Error(
        "The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
      ),
      { request: post("/admin/athletes"), params: {}, context: undefined as never },
    );
    expect(warn.mock.calls.map((call) => [call[0], call[1]])).toEqual([
      [
        expect.objectContaining({ method: "POST", path: "/admin/athletes", origin: "https://evil.example" }),
        "page: post refused, Origin is not this host (400)",
      ],
    ]);
    expect(error).not.toHaveBeenCalled();
    handleError(new Error("something broke"), { request: post("/manage"), params: {}, context: undefined as never });
    expect(error.mock.calls.map((call) => call[1])).toEqual(["page: unexpected error"]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
