// SSRF rules for webhook URLs (docs/webhooks.md#ssrf): a table of hostile URLs refused before any DNS, names refused
// by what they resolve to, and the connection's own lookup refusing a name re-pointed after creation (DNS rebinding).
import { afterEach, describe, expect, it } from "vitest";
import { settings } from "../env.server.ts";
import { startReceiver } from "./test-receiver.ts";
import { postWebhook } from "./http-post.server.ts";
import {
  checkWebhookUrl,
  isPublicAddress,
  parseWebhookUrl,
  safeLookup,
  type UrlRefusal,
  webhookResolver,
} from "./url-safety.server.ts";

const realLookup = webhookResolver.lookup;
/** A fake DNS: these names resolve to these addresses; anything else does not resolve. */
function fakeDns(table: Record<string, string[]>) {
  webhookResolver.lookup = async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
}
afterEach(() => {
  webhookResolver.lookup = realLookup;
  settings.WEBHOOK_TEST_ORIGIN = undefined;
});

const reasonOf = async (url: string): Promise<UrlRefusal | "allowed"> => {
  try {
    await checkWebhookUrl(url);
    return "allowed";
  } catch (error) {
    return (error as { reason: UrlRefusal }).reason;
  }
};

describe("webhook URL checks", () => {
  it.each<[string, UrlRefusal]>([
    ["not a url", "invalid"],
    ["/relative/path", "invalid"],
    ["http://partner.example/hook", "scheme"],
    ["ftp://partner.example/hook", "scheme"],
    ["file:///etc/passwd", "scheme"],
    ["javascript:alert(1)", "scheme"],
    ["gopher://127.0.0.1:6379/_INFO", "scheme"],
    ["https://user:pass@partner.example/hook", "credentials"],
    ["https://token@partner.example/hook", "credentials"],
    ["https://127.0.0.1/hook", "private"],
    ["https://127.1.2.3:8443/hook", "private"],
    ["https://2130706433/hook", "private"], // 127.0.0.1 as one decimal number
    ["https://0x7f.1/hook", "private"], // 127.0.0.1 in hex shorthand
    ["https://0177.0.0.1/hook", "private"], // octal
    ["https://0.0.0.0/hook", "private"],
    ["https://10.1.2.3/hook", "private"],
    ["https://172.16.0.1/hook", "private"],
    ["https://172.31.255.255/hook", "private"],
    ["https://192.168.1.1/hook", "private"],
    ["https://169.254.169.254/latest/meta-data/", "private"], // cloud metadata
    ["https://100.100.100.200/", "private"], // Alibaba's metadata, CGNAT range
    ["https://198.18.0.1/", "private"],
    ["https://224.0.0.1/", "private"],
    ["https://255.255.255.255/", "private"],
    ["https://[::1]/hook", "private"],
    ["https://[::]/hook", "private"],
    ["https://[::ffff:127.0.0.1]/hook", "private"],
    ["https://[::ffff:a9fe:a9fe]/hook", "private"], // 169.254.169.254, IPv4-mapped
    ["https://[64:ff9b::a00:1]/hook", "private"], // NAT64 of 10.0.0.1
    ["https://[fe80::1]/hook", "private"],
    ["https://[fd00:ec2::254]/hook", "private"], // AWS's IPv6 metadata
    ["https://[fc00::1]/hook", "private"],
    ["https://[ff02::1]/hook", "private"],
    ["https://localhost/hook", "unresolved"],
  ])("refuses %s (%s)", async (url, reason) => {
    fakeDns({});
    expect(await reasonOf(url)).toBe(reason);
  });

  it("resolves names and refuses one when any address it resolves to is not public", async () => {
    fakeDns({
      "partner.example": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
      localhost: ["127.0.0.1", "::1"],
      "metadata.google.internal": ["169.254.169.254"],
      "mixed.example": ["93.184.215.14", "10.0.0.7"],
      "internal.example": ["fd12:3456::1"],
    });
    expect(await reasonOf("https://partner.example/hooks/league")).toBe("allowed");
    expect(await reasonOf("https://partner.example:8443/hooks?x=1")).toBe("allowed");
    expect(await reasonOf("https://93.184.215.14/hook")).toBe("allowed");
    expect(await reasonOf("https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/hook")).toBe("allowed");
    expect(await reasonOf("https://localhost/hook")).toBe("private");
    expect(await reasonOf("https://LOCALHOST./hook")).toBe("unresolved");
    expect(await reasonOf("https://metadata.google.internal/computeMetadata/v1/")).toBe("private");
    expect(await reasonOf("https://mixed.example/hook")).toBe("private");
    expect(await reasonOf("https://internal.example/hook")).toBe("private");
    expect(await reasonOf("https://nowhere.example/hook")).toBe("unresolved");
  });

  it("tells public addresses from the rest", () => {
    const publicOnes = ["8.8.8.8", "93.184.215.14", "2001:4860:4860::8888", "::ffff:8.8.8.8"];
    const others = ["127.0.0.1", "10.0.0.1", "169.254.1.1", "::1", "fe80::1", "::ffff:10.0.0.1", "nonsense"];
    expect([...publicOnes, ...others].filter(isPublicAddress)).toEqual(publicOnes);
  });

  it("lets through only the exact loopback origin of WEBHOOK_TEST_ORIGIN", async () => {
    settings.WEBHOOK_TEST_ORIGIN = "http://127.0.0.1:4999";
    fakeDns({});
    expect(await reasonOf("http://127.0.0.1:4999/hook")).toBe("allowed");
    expect(await reasonOf("http://127.0.0.1:5000/hook")).toBe("scheme");
    expect(await reasonOf("https://127.0.0.1:4999/hook")).toBe("private");
    expect(parseWebhookUrl("http://127.0.0.1:4999/a?b=c").pathname).toBe("/a");
  });

  it("refuses at connection time a name that now resolves to a private address (DNS rebinding)", async () => {
    fakeDns({ "rebind.example": ["127.0.0.1"] });
    const looked = await new Promise<Error | null>((resolve) => safeLookup("rebind.example", { all: true }, resolve));
    expect(looked?.message).toMatch(/refused \(private\).*127\.0\.0\.1/);
    // The same through a delivery's POST: no connection is made, the attempt fails with the reason.
    const receiver = await startReceiver();
    try {
      const port = new URL(receiver.origin).port;
      const outcome = await postWebhook(`https://rebind.example:${port}/hook`, "{}", {});
      expect(outcome.status).toBeNull();
      expect(outcome.error).toMatch(/refused \(private\)/);
      const literal = await postWebhook(`http://127.0.0.1:${port}/hook`, "{}", {});
      expect(literal.error).toMatch(/refused \(scheme\)/);
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it("follows no redirect, keeps a short excerpt and gives up after the timeout", async () => {
    const receiver = await startReceiver();
    settings.WEBHOOK_TEST_ORIGIN = receiver.origin;
    try {
      const redirect = await postWebhook(`${receiver.origin}/redirect`, "{}", {});
      expect(redirect).toMatchObject({ status: 302, error: "redirect to /elsewhere not followed" });
      const big = await postWebhook(`${receiver.origin}/big`, "{}", {});
      expect(big.status).toBe(500);
      expect(big.excerpt!.length).toBeLessThanOrEqual(200);
      const slow = await postWebhook(`${receiver.origin}/slow`, "{}", {}, 300);
      expect(slow).toMatchObject({ status: null, error: "timed out after 300 ms" });
      expect(slow.durationMs).toBeLessThan(1500);
      expect(receiver.received.map((request) => request.path)).toEqual(["/redirect", "/big", "/slow"]);
    } finally {
      await receiver.close();
    }
  });
});
