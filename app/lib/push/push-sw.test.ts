// The notifications' service worker (public/push-sw.js) run against a stand-in for its `self`: what a fan sees when
// the server sends one message twice (a resend after a crash, bench:notify's "duplicates on the wire"): one
// notification on screen, one alert. A changed message about the same object replaces it and alerts again.
import fs from "node:fs";
import vm from "node:vm";
import { describe, expect, it } from "vitest";

interface Shown {
  title: string;
  body: string;
  tag?: string;
  renotify: boolean;
}

/** Loads the worker with a registration that keeps notifications as a browser does: one per tag, the newest. */
function loadWorker() {
  const listeners = new Map<string, (event: unknown) => void>();
  const onScreen: Shown[] = [];
  const alerts: Shown[] = [];
  const registration = {
    async getNotifications({ tag }: { tag?: string } = {}) {
      return onScreen.filter((note) => tag === undefined || note.tag === tag);
    },
    async showNotification(title: string, options: { body: string; tag?: string; renotify: boolean }) {
      const note = { title, body: options.body, tag: options.tag, renotify: options.renotify };
      const same = onScreen.findIndex((shown) => note.tag !== undefined && shown.tag === note.tag);
      // A browser alerts for a new notification, and for a replacement only with `renotify`.
      if (same === -1 || note.renotify) alerts.push(note);
      if (same === -1) onScreen.push(note);
      else onScreen[same] = note;
    },
  };
  const self = {
    location: new URL("https://league.example/push/push-sw.js"),
    registration,
    clients: { claim: async () => undefined },
    skipWaiting: () => undefined,
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  vm.runInNewContext(fs.readFileSync("public/push-sw.js", "utf8"), { self, URL });
  async function push(message: object) {
    const waits: Promise<unknown>[] = [];
    listeners.get("push")!({
      data: { json: () => message, text: () => JSON.stringify(message) },
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    await Promise.all(waits);
  }
  return { push, onScreen, alerts };
}

const result = {
  kind: "result",
  title: "Result: Ivanov beat Petrov",
  body: "By points, 4–2",
  url: "/bout/1",
  tag: "bout-1",
};

describe("push service worker", () => {
  it("shows a message sent twice as one notification with one alert", async () => {
    const worker = loadWorker();
    await worker.push(result);
    await worker.push(result);
    expect(worker.onScreen).toHaveLength(1);
    expect(worker.alerts).toHaveLength(1);
    expect(worker.onScreen[0]).toMatchObject({ title: result.title, tag: "bout-1", renotify: false });
  });

  it("replaces the notification of the same object with a changed message, and alerts for it", async () => {
    const worker = loadWorker();
    await worker.push({ ...result, kind: "up_next", title: "Up next: Ivanov vs Petrov", body: "Mat 1" });
    await worker.push(result);
    await worker.push(result);
    expect(worker.onScreen).toEqual([{ title: result.title, body: result.body, tag: "bout-1", renotify: false }]);
    expect(worker.alerts.map((note) => note.title)).toEqual(["Up next: Ivanov vs Petrov", result.title]);
  });

  it("keeps messages about different objects apart", async () => {
    const worker = loadWorker();
    await worker.push(result);
    await worker.push({ ...result, tag: "bout-2", title: "Result: Sidorov beat Orlov" });
    expect(worker.onScreen).toHaveLength(2);
    expect(worker.alerts).toHaveLength(2);
  });
});
