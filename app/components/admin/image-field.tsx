import { ImageOff, Upload } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { toast } from "sonner";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Progress } from "~/components/ui/progress";
import { isWebUrl } from "~/lib/schemas/fields";
import { MAX_IMAGE_BYTES, uploadErrorKey } from "~/lib/upload-errors";
import { uploadImage } from "./upload-image";
import { dynamicKey } from "~/i18n/keys";

interface ImageFieldProps {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
  /** Lets the form wait while a file is on its way. */
  onUploadingChange?(uploading: boolean): void;
  /** "Image URL" unless said otherwise (a team's logo, an athlete's photo). */
  label?: string;
}

/** An image URL typed in, or a file uploaded (with progress) whose stored URL fills the field; a preview either way. */
export function ImageField({ value, onChange, onBlur, error, onUploadingChange, label }: ImageFieldProps) {
  const { t } = useTranslation("admin");
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [broken, setBroken] = useState<string | null>(null);

  async function upload(file: File) {
    // Not worth sending: the server would refuse it after the whole upload.
    if (file.size > MAX_IMAGE_BYTES) {
      toast.error(t("upload.errors.tooLarge"));
      return;
    }
    setProgress(0);
    onUploadingChange?.(true);
    const result = await uploadImage(file, setProgress);
    setProgress(null);
    onUploadingChange?.(false);
    if (result.ok) {
      onChange(result.url);
      toast.success(t("upload.success"));
    } else if (result.status === 401) {
      toast.error(t("upload.notAuthenticated"));
    } else {
      const known = uploadErrorKey(result.message);
      toast.error(known ? t(`upload.errors.${known}`) : (result.message ?? t("upload.failed")));
    }
  }

  const preview = value && isWebUrl(value) && broken !== value ? value : null;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-url`}>{label ?? t("fields.imageUrl")}</Label>
      <Input
        id={`${id}-url`}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-400">
          {t(dynamicKey(error))}
        </p>
      )}
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex min-w-56 flex-1 flex-col gap-2">
          <Label htmlFor={`${id}-file`} className="flex items-center gap-2 text-muted-foreground">
            <Upload aria-hidden="true" className="size-4" />
            {t("fields.uploadImage")}
          </Label>
          <Input
            id={`${id}-file`}
            type="file"
            accept="image/*"
            disabled={progress !== null}
            className="cursor-pointer file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-semibold file:text-secondary-foreground"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void upload(file);
            }}
          />
          {progress !== null && (
            <div className="flex flex-col gap-1" aria-live="polite">
              <Progress value={progress} aria-label={t("upload.uploading", { percent: progress })} />
              <span className="text-xs text-muted-foreground">{t("upload.uploading", { percent: progress })}</span>
            </div>
          )}
        </div>
        <div className="flex aspect-video w-40 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {preview ? (
            <img
              src={preview}
              alt={t("fields.imagePreview")}
              className="size-full object-cover"
              onError={() => setBroken(preview)}
            />
          ) : (
            <ImageOff aria-hidden="true" className="size-6 text-muted-foreground" />
          )}
        </div>
      </div>
    </div>
  );
}
