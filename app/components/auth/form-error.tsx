import { AlertCircle } from "lucide-react";
import { Alert } from "~/components/ui/alert";

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" className="flex items-start gap-2">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </Alert>
  );
}
