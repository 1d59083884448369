import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "~/lib/league-constants";

/** Sign-in and sign-up: the form's resolver and the server's action parse the same schema. */
export const CredentialsSchema = z.object({
  email: z
    .string({ error: "auth:validation.emailRequired" })
    .trim()
    .min(1, { error: "auth:validation.emailRequired" })
    .pipe(z.email({ error: "auth:validation.emailInvalid" })),
  password: z
    .string({ error: "auth:validation.passwordRequired" })
    .min(1, { error: "auth:validation.passwordRequired" })
    .min(PASSWORD_MIN_LENGTH, { error: "auth:validation.passwordTooShort" })
    .max(128, { error: "auth:validation.passwordTooLong" }),
});

export type Credentials = z.infer<typeof CredentialsSchema>;
