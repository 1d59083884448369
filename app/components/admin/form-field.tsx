import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";
import { dynamicKey } from "~/i18n/keys";

/** Label, control and its message; the control gets `id` and, when invalid, `aria-describedby={id}-error`. */
export function FormField({
  id,
  label,
  required,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-primary">
            *
          </span>
        )}
      </Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-400">
          {t(dynamicKey(error))}
        </p>
      )}
    </div>
  );
}

/** Props that tie a control to its FormField message. */
export const invalidProps = (id: string, error: string | undefined) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
