import { memo, Suspense, type ComponentProps } from "react";
import { followButton } from "~/components/deferred-parts";
import type { FollowButton } from "./follow-button";

// The Follow control's code (the button, its bell, its sign-in redirect) loads after hydration instead of with every
// page that shows one (issue 34: initial JavaScript ≤ 120 KB gzip). The server renders it in place; the browser keeps
// that HTML and hydrates it when the chunk has come (requested as hydration reaches it, and at idle on every page, so a
// navigation finds it loaded). Signed in, the server's button is disabled until the follows are known anyway.
const Follow = followButton.Component;

// Memoized: while its code is still coming, a re-render of the card or header with the same data must not reach the
// boundary (an update to a boundary not yet hydrated makes React replace its server HTML with the fallback).
export const LazyFollowButton = memo(function LazyFollowButton(props: ComponentProps<typeof FollowButton>) {
  return (
    <Suspense fallback={null}>
      <Follow {...props} />
    </Suspense>
  );
});
