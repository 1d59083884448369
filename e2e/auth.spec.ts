import {
  ADMIN,
  allowRefusedRequests,
  confirmationLink,
  freshEmail,
  newestMailText,
  PASSWORD,
  signInWithForm,
} from "./accounts";
import { expect, test, waitForHydration } from "./fixtures";
import { openSiteHeader } from "./site-header";

const TEXT = {
  en: {
    path: "/auth",
    home: "/",
    admin: "/admin",
    toSignUp: "Don't have an account? Sign up",
    signUp: "Sign Up",
    signIn: "Sign In",
    signInTitle: "Sign In",
    created: "Account created! Please check your email to confirm.",
    welcome: "Welcome back!",
    invalid: "Invalid email or password",
    password: "Password",
    signOut: "Sign Out",
    emailRequired: "Email is required",
    emailInvalid: "Enter a valid email address",
    tooShort: "Password must be at least 6 characters",
    notVerified: "Email not verified. We sent you a new confirmation link.",
    mailText: "Confirm your email address by opening this link:",
  },
  ru: {
    path: "/ru/auth",
    home: "/ru",
    admin: "/ru/admin",
    toSignUp: "Нет аккаунта? Зарегистрируйтесь",
    signUp: "Зарегистрироваться",
    signIn: "Войти",
    signInTitle: "Вход",
    created: "Аккаунт создан! Проверьте почту, чтобы подтвердить адрес.",
    welcome: "С возвращением!",
    invalid: "Неверный email или пароль",
    password: "Пароль",
    signOut: "Выйти",
    emailRequired: "Введите email",
    emailInvalid: "Введите корректный email",
    tooShort: "Пароль должен содержать не менее 6 символов",
    notVerified: "Email не подтверждён. Мы отправили новую ссылку для подтверждения.",
    mailText: "Чтобы подтвердить адрес электронной почты, откройте ссылку:",
  },
} as const;

for (const lang of ["en", "ru"] as const) {
  const text = TEXT[lang];

  test.describe(`auth in ${lang}`, () => {
    test("sign-up sends a confirmation mail whose link confirms and returns to the home page in the reader's language; the new user is no admin", async ({
      page,
      consoleProblems,
    }) => {
      const email = freshEmail(`signup-${lang}`);
      await page.goto(text.path);
      await waitForHydration(page);
      await page.getByRole("button", { name: text.toSignUp }).click();
      await page.getByLabel("Email").fill(email);
      await page.getByLabel(text.password).fill(PASSWORD);
      await page.locator("main").getByRole("button", { name: text.signUp, exact: true }).click();
      await expect(page.getByText(text.created)).toBeVisible();
      // Back in sign-in mode, email kept, password cleared.
      await expect(page.getByRole("heading", { name: text.signInTitle })).toBeVisible();
      await expect(page.getByLabel("Email")).toHaveValue(email);
      await expect(page.getByLabel(text.password)).toHaveValue("");

      // Signing in before confirming is refused with a clear message.
      await page.getByLabel(text.password).fill(PASSWORD);
      await page.locator("main").getByRole("button", { name: text.signIn, exact: true }).click();
      await expect(page.getByRole("alert").filter({ hasText: text.notVerified })).toBeVisible();

      const link = await confirmationLink(email);
      // The mail is the reader's (server/auth.server.ts writes it in the language of the page its link returns to).
      expect(new URL(link).searchParams.get("callbackURL")).toBe(text.home);
      expect(newestMailText(email)).toContain(text.mailText);
      await page.goto(link);
      await expect(page).toHaveURL(text.home);
      // In Russian a signed-in person's bar folds into the menu at 1280 px.
      const header = await openSiteHeader(page);
      await expect(header.getByRole("button", { name: text.signOut })).toBeVisible();
      await expect(header.getByRole("link", { name: lang === "ru" ? "Админ" : "Admin" })).toHaveCount(0);

      // The gate: signed in without the admin role → home; /auth with a session → /admin → home.
      await page.goto(text.admin);
      await expect(page).toHaveURL(text.home);
      await page.goto(text.path);
      await expect(page).toHaveURL(text.home);
      allowRefusedRequests(consoleProblems);
    });

    test("sign-in failure shows the message in a red alert and a toast; the form checks its fields first", async ({
      page,
      consoleProblems,
    }) => {
      await page.goto(text.path);
      await waitForHydration(page);
      const submit = page.locator("main").getByRole("button", { name: text.signIn, exact: true });
      await submit.click();
      await expect(page.getByText(text.emailRequired)).toBeVisible();
      await page.getByLabel("Email").fill("not-an-email");
      await page.getByLabel(text.password).fill("123");
      await submit.click();
      await expect(page.getByText(text.emailInvalid)).toBeVisible();
      await expect(page.getByText(text.tooShort)).toBeVisible();

      await page.getByLabel("Email").fill(ADMIN.email);
      await page.getByLabel(text.password).fill("wrong-password");
      await submit.click();
      const alert = page.locator("main").getByRole("alert");
      await expect(alert).toHaveText(text.invalid);
      await expect(alert).toHaveClass(/destructive/);
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: text.invalid })).toBeVisible();
      await expect(page).toHaveURL(text.path);
      allowRefusedRequests(consoleProblems);
    });

    test("sign-in success says welcome back and opens the admin panel; sign-out goes home", async ({ page }) => {
      await signInWithForm(page, ADMIN, lang);
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: text.welcome })).toBeVisible();
      await expect(page).toHaveURL(text.admin);
      // In Russian a signed-in person's bar folds into the menu at 1280 px.
      const header = await openSiteHeader(page);
      await expect(header.getByRole("link", { name: lang === "ru" ? "Админ" : "Admin" })).toBeVisible();
      // An admin's bar (eight sections, the language toggle, five actions) fits the width wherever it shows: the
      // Russian one took 1,524 px at 1280 and scrolled sideways, Score, Admin and Sign out off screen.
      // On a phone, the menu's actions wrap (six of them were 500 px wide at 390).
      for (const width of [1280, 1536, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await openSiteHeader(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      // Signing out loads a new page: nothing the signed-in page held in memory is left.
      await page.evaluate(() => Object.assign(window, { heldWhileSignedIn: true }));
      await page.locator("main").getByRole("button", { name: text.signOut }).click();
      await expect(page).toHaveURL(text.home);
      await expect(page.locator("header").getByRole("link", { name: text.signIn }).first()).toBeVisible();
      expect(await page.evaluate(() => "heldWhileSignedIn" in window)).toBe(false);
      await page.goto(text.admin);
      await expect(page).toHaveURL(text.path);
    });
  });
}

test("a session that appears in another tab sends the sign-in page to /admin", async ({ context }) => {
  const waiting = await context.newPage();
  await waiting.goto("/auth");
  await waitForHydration(waiting);
  const other = await context.newPage();
  await signInWithForm(other, ADMIN);
  await expect(other).toHaveURL("/admin");
  await expect(waiting).toHaveURL("/admin");
});

test("the sign-in action refuses a cross-origin post and sets no session", async ({ request }) => {
  const response = await request.post("/auth", {
    headers: { Origin: "https://evil.example" },
    form: { intent: "sign-in", email: ADMIN.email, password: ADMIN.password },
  });
  expect([400, 403]).toContain(response.status());
  expect(response.headers()["set-cookie"] ?? "").not.toContain("session_token");
});
