// Field builders shared by the form schemas. Messages are i18n keys (`namespace:key`), so each form shows them in its language.
import { z } from "zod";
import {
  controlCharactersMessage,
  invisibleCharactersMessage,
  isCleanName,
  isCleanText,
  safeString,
  type TextOptions,
} from "./safe-text";

/** http(s) URLs, or a path on this site (`/images/…`, `/files/…`); never `javascript:`, `data:` or protocol-relative. */
export function isWebUrl(value: string): boolean {
  if (!isCleanText(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
}

/** The generic "too long" message names its limit: `admin:validation.tooLongMax.200` ("… 200 characters at most"). */
const TOO_LONG = "admin:validation.tooLong";
const tooLongOf = (message: string, max: number) =>
  message === TOO_LONG ? `admin:validation.tooLongMax.${max}` : message;

/** Empty input means "no value": stored as null. */
export function optionalText(max: number, tooLong: string, options: TextOptions = {}) {
  return safeString(controlCharactersMessage(tooLong), options)
    .trim()
    .max(max, { error: tooLongOf(tooLong, max) })
    .nullish()
    .transform((value) => (value ? value : null));
}

export function optionalWebUrl(message: string) {
  return z
    .string()
    .trim()
    .max(2048, { error: message })
    .refine((value) => value === "" || isWebUrl(value), { error: message })
    .nullish()
    .transform((value) => (value ? value : null))
    .meta({ format: "uri-reference", description: "An http(s) URL or a path on this site; empty or null for none." });
}

export function requiredText(max: number, required: string, tooLong: string, options: TextOptions = {}) {
  return safeString(controlCharactersMessage(tooLong), options, required)
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLongOf(tooLong, max) });
}

/**
 * The one text type for a name (an athlete's, a team's, a sponsor's): required text that also refuses bidirectional
 * overrides and zero-width characters (`isCleanName`), which would let a name display as another.
 */
export function requiredName(max: number, required: string, tooLong: string) {
  return requiredText(max, required, tooLong).refine(isCleanName, { error: invisibleCharactersMessage(tooLong) });
}

/** An optional name (the Russian spelling beside the Latin one): the same refusals as `requiredName`. */
export function optionalName(max: number, tooLong: string) {
  return optionalText(max, tooLong).refine((value) => value === null || isCleanName(value), {
    error: invisibleCharactersMessage(tooLong),
  });
}
