import { useEffect } from "react";
import { useRevalidator } from "react-router";

export const AUTH_CHANNEL = "league-auth";

/** Tells other tabs that this one signed in or out. */
export function announceSessionChange(kind: "signed-in" | "signed-out") {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- BroadcastChannel is same-origin by definition
  channel.postMessage(kind);
  channel.close();
}

/**
 * Re-runs the page's loaders when a session may have appeared elsewhere: a message from another tab,
 * or this tab coming back into view. The loader decides (it redirects a visitor with a session).
 */
export function useRevalidateOnSessionChange() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(AUTH_CHANNEL);
    const refresh = () => void revalidate();
    const onVisible = () => document.visibilityState === "visible" && refresh();
    channel?.addEventListener("message", refresh);
    window.addEventListener("focus", refresh);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      channel?.close();
      window.removeEventListener("focus", refresh);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [revalidate]);
}

/** Every page follows sign-in and sign-out in other tabs (the header changes, guarded loaders redirect): the root
 * renders this (through lazy-frame-parts.tsx, after hydration). */
export function SessionFollower() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    const refresh = () => void revalidate();
    channel.addEventListener("message", refresh);
    return () => channel.close();
  }, [revalidate]);
  return null;
}
