import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deferredComponent } from "./deferred-component";

const render = (Component: React.ComponentType<{ name: string }>) =>
  renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Component name="Kai" />
    </Suspense>,
  );

describe("deferredComponent", () => {
  it("suspends until its code is in, then renders at once", async () => {
    let loads = 0;
    const part = deferredComponent(async () => {
      loads += 1;
      return ({ name }: { name: string }) => <p>hello {name}</p>;
    });
    expect(render(part.Component)).toContain("loading");
    await part.preload();
    await new Promise((resolve) => setTimeout(resolve));
    expect(render(part.Component)).toContain("hello <!-- -->Kai");
    expect(loads).toBe(1);
  });

  it("renders without suspending when preloaded before its first render", async () => {
    const part = deferredComponent(async () => ({ name }: { name: string }) => <p>hi {name}</p>);
    await part.preload();
    expect(render(part.Component)).toContain("hi <!-- -->Kai");
  });

  it("tries a failed load again on the next preload", async () => {
    let attempts = 0;
    const part = deferredComponent(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("chunk failed");
      return () => <p>ok</p>;
    });
    await expect(part.preload()).rejects.toThrow("chunk failed");
    await part.preload();
    expect(render(part.Component)).toContain("ok");
    expect(attempts).toBe(2);
  });

  it("on the server its code starts loading at once; a failure then ends nothing, and the next preload tries again", async () => {
    expect(import.meta.env.SSR).toBe(true);
    let attempts = 0;
    const part = deferredComponent(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("chunk failed at start");
      return () => <p>ok</p>;
    });
    expect(attempts).toBe(1);
    // An unhandled rejection from the start-up load would fail this run (and end a server process).
    await new Promise((resolve) => setTimeout(resolve, 10));
    await part.preload();
    expect(render(part.Component)).toContain("ok");
    expect(attempts).toBe(2);
  });
});
