import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useBelowTheFold } from "./below-the-fold";

function Page() {
  return <p>{useBelowTheFold() ? "bouts" : "first screen only"}</p>;
}

// The browser's side (a click renders the first screen, then the rest; Back renders all at once) is in
// e2e/navigation.spec.ts; here, the server's.
describe("useBelowTheFold", () => {
  it("renders the whole page on the server, so the HTML (and search engines) have the parts below the fold", () => {
    for (const entry of ["/tournament/1", "/tournament/1#results"]) {
      const router = createMemoryRouter([{ path: "*", element: <Page /> }], { initialEntries: [entry] });
      expect(renderToStaticMarkup(<RouterProvider router={router} />)).toBe("<p>bouts</p>");
    }
  });
});
