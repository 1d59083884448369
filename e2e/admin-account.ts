/** The tests' admin: playwright.config.ts has the server create it at start-up (BOOTSTRAP_ADMIN_*). */
export const ADMIN = { email: "admin@e2e.test", password: "admin-e2e-password" };
