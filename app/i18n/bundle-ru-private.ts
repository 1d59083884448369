import account from "./ru/account.json";
import admin from "./ru/admin.json";
import auth from "./ru/auth.json";
import type { PrivateResources } from "./namespaces";

/** The sign-in, account and admin screens' strings in Russian: one chunk the browser loads on its own. */
export const resources: PrivateResources = { auth, account, admin };
