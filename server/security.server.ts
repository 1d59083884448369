import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { createContext } from "react-router";
import { publicUrl, settings } from "./env.server.ts";

/** The per-request CSP nonce, handed to React Router so its inline scripts carry it. */
export const nonceContext = createContext<string | undefined>(undefined);

const production = settings.NODE_ENV === "production";

/**
 * Security headers for every response. The enforced CSP allows scripts only from this origin or with the
 * request's nonce; development skips the CSP because Vite injects inline scripts for hot reload.
 */
export const securityHeaders: MiddlewareHandler = secureHeaders({
  contentSecurityPolicy: production
    ? {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NONCE, "'strict-dynamic'"],
        // Radix and sonner set inline styles; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      }
    : undefined,
  xFrameOptions: "DENY",
  xContentTypeOptions: "nosniff",
  referrerPolicy: "strict-origin-when-cross-origin",
  strictTransportSecurity: production && publicUrl.startsWith("https:") ? "max-age=63072000; includeSubDomains" : false,
  crossOriginOpenerPolicy: "same-origin",
  crossOriginResourcePolicy: "same-origin",
  crossOriginEmbedderPolicy: false,
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
  },
});
