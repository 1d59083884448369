import account from "./en/account.json";
import admin from "./en/admin.json";
import auth from "./en/auth.json";
import type { PrivateResources } from "./namespaces";

/** The sign-in, account and admin screens' strings in English: one chunk the browser loads on its own. */
export const resources: PrivateResources = { auth, account, admin };
