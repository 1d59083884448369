import { Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useFetcher, useSearchParams } from "react-router";
import { toast } from "~/components/site/lazy-toaster";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { Credentials } from "~/lib/schemas/credentials";
import { loadCredentialsSchema, warmCredentialsSchema } from "~/lib/schemas/credentials-lazy";
import { AlternativeSignIn, type Provider } from "./alternative-sign-in";
import type { AuthActionData, AuthIntent } from "./auth-result";
import { ForgotPasswordForm } from "./forgot-password-form";
import { FormError } from "./form-error";
import { TwoFactorStep } from "./two-factor-step";
import { useSignedIn } from "./use-signed-in";
import { warmAuthClient } from "~/lib/auth-client-lazy";
import { dynamicKey, type DynamicT } from "~/i18n/keys";

function failureMessage(result: Extract<AuthActionData, { ok: false }>, t: DynamicT): string {
  if (result.fields) return t(dynamicKey(Object.values(result.fields)[0]!));
  if (result.code) {
    const known = t(dynamicKey(`errors.${result.code}`), { defaultValue: "" });
    if (known) return known;
  }
  return result.message || t(dynamicKey("genericError"));
}

type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/**
 * The two fields with react-hook-form's behaviour that this form used (validate on submit, then again on every
 * change; focus the first invalid field), in a few lines: react-hook-form was 13 KB gzip of the sign-in page's
 * initial JavaScript, the schema another 24 KB, which now loads on first validation (credentials-lazy.ts).
 */
function useCredentialsForm() {
  const [values, setValues] = useState<Credentials>({ email: "", password: "" });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const submitted = useRef(false);
  const latest = useRef(0);
  const inputs = useRef<Partial<Record<keyof Credentials, HTMLInputElement | null>>>({});

  async function validate(next: Credentials): Promise<{ data: Credentials | null; found: CredentialErrors }> {
    const run = ++latest.current;
    const { CredentialsSchema } = await loadCredentialsSchema();
    const parsed = CredentialsSchema.safeParse(next);
    const found: CredentialErrors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Credentials] ??= issue.message;
    // A slower, older check must not overwrite a newer one's answer.
    if (run === latest.current) setErrors(found);
    return { data: parsed.success ? parsed.data : null, found };
  }

  return {
    values,
    errors,
    field: (name: keyof Credentials) => ({
      name,
      value: values[name],
      ref: (element: HTMLInputElement | null) => void (inputs.current[name] = element),
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        if (submitted.current) void validate(next);
      },
    }),
    handleSubmit: (onValid: (values: Credentials) => void) => async (event: React.FormEvent) => {
      event.preventDefault();
      submitted.current = true;
      const { data, found } = await validate(values);
      if (data) return onValid(data);
      const invalid = (["email", "password"] as const).find((name) => found[name]);
      if (invalid) inputs.current[invalid]?.focus();
    },
    reset: (next: Credentials) => {
      submitted.current = false;
      setValues(next);
      setErrors({});
    },
    clearErrors: () => setErrors({}),
  };
}

type Step = "credentials" | "forgot" | "two-factor";

/**
 * One form, two modes: sign in, or sign up (after which it returns to sign in); a sign-in may continue with a
 * two-factor code, and "Forgot password?" asks for a reset link.
 */
export function AuthForm({ providers }: { providers: Provider[] }) {
  const { t } = useTranslation("auth");
  const [mode, setMode] = useState<AuthIntent>("sign-in");
  const fetcher = useFetcher<AuthActionData>();
  const signedIn = useSignedIn();
  // Where to come back to after confirming a sign-up's mail (`/auth?next=…`); the server keeps it on this site.
  const next = useSearchParams()[0].get("next");
  const [step, setStep] = useState<Step>("credentials");
  const form = useCredentialsForm();
  const { errors } = form;
  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : fetcher.data;

  // A finished sign-up switches the form back to sign-in (state adjusted while rendering, as React advises).
  const [seen, setSeen] = useState<AuthActionData | undefined>(undefined);
  const [dismissed, setDismissed] = useState<AuthActionData | undefined>(undefined);
  if (result && result !== seen) {
    setSeen(result);
    if (result.ok && result.intent === "sign-up") setMode("sign-in");
    if (result.ok && result.twoFactor) setStep("two-factor");
  }
  const error = result && !result.ok && result !== dismissed ? failureMessage(result, t) : null;

  useEffect(() => {
    warmAuthClient();
    warmCredentialsSchema();
  }, []);

  // Toasts and navigation are effects: each finished submission is answered once.
  const handled = useRef<AuthActionData | undefined>(undefined);
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) {
      toast.error(failureMessage(result, t));
    } else if (result.intent === "sign-in") {
      if (!result.twoFactor) signedIn();
    } else {
      toast.success(t("accountCreated"));
      form.reset({ email: form.values.email, password: "" });
    }
  }, [result, form, signedIn, t]);

  function toggle() {
    setMode(mode === "sign-in" ? "sign-up" : "sign-in");
    setDismissed(fetcher.data);
    form.clearErrors();
  }

  const submit = form.handleSubmit((values) => {
    void fetcher.submit({ intent: mode, ...values, ...(next ? { next } : {}) }, { method: "post" });
  });

  const signUp = mode === "sign-up";
  const card = "w-full max-w-md rounded-xl border bg-card p-6 shadow-2xl sm:p-8";
  if (step === "forgot") {
    return (
      <div className={card}>
        <ForgotPasswordForm initialEmail={form.values.email} onBack={() => setStep("credentials")} />
      </div>
    );
  }
  if (step === "two-factor") {
    return (
      <div className={card}>
        <TwoFactorStep onBack={() => (setStep("credentials"), setDismissed(fetcher.data))} />
      </div>
    );
  }
  return (
    <div className={card}>
      <h1 className="font-display text-3xl font-bold uppercase">{signUp ? t("signUpTitle") : t("signInTitle")}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{signUp ? t("signUpSubtitle") : t("signInSubtitle")}</p>
      <form
        method="post"
        noValidate
        onSubmit={submit}
        className="mt-6 flex flex-col gap-4"
        aria-label={signUp ? t("signUp") : t("signIn")}
      >
        <FormError message={error} />
        <div className="flex flex-col gap-2">
          <Label htmlFor="auth-email">{t("email")}</Label>
          <Input
            id="auth-email"
            type="email"
            autoComplete="email"
            placeholder={t("emailPlaceholder")}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "auth-email-error" : undefined}
            {...form.field("email")}
          />
          {errors.email && (
            <p id="auth-email-error" className="text-sm text-red-400">
              {t(dynamicKey(errors.email))}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor="auth-password">{t("password")}</Label>
            {!signUp && (
              <button
                type="button"
                className="text-sm text-primary-text underline-offset-4 hover:underline"
                onClick={() => setStep("forgot")}
              >
                {t("forgotPassword")}
              </button>
            )}
          </div>
          <Input
            id="auth-password"
            type="password"
            autoComplete={signUp ? "new-password" : "current-password"}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "auth-password-error" : undefined}
            {...form.field("password")}
          />
          {errors.password && (
            <p id="auth-password-error" className="text-sm text-red-400">
              {t(dynamicKey(errors.password))}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" disabled={busy} className="mt-2">
          {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
          {busy ? (signUp ? t("signingUp") : t("signingIn")) : signUp ? t("signUp") : t("signIn")}
        </Button>
      </form>
      {!signUp && <AlternativeSignIn providers={providers} />}
      <Button type="button" variant="link" className="mt-4 w-full" onClick={toggle}>
        {signUp ? t("toSignIn") : t("toSignUp")}
      </Button>
    </div>
  );
}
