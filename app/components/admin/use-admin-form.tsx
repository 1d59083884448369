import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState, type ComponentProps } from "react";
import { Controller, useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import { Input } from "~/components/ui/input";
import { NativeOptions, NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { FormField, invalidProps } from "./form-field";
import { ImageField } from "./image-field";

interface TextOptions extends Omit<ComponentProps<"input">, "id" | "name" | "form"> {
  id: string;
  label: string;
  required?: boolean;
  className?: string;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
}

interface SelectOptions {
  id: string;
  label: string;
  required?: boolean;
  className?: string;
  options: readonly { value: string; label: string }[];
  /** A first option with the empty value ("Choose…", "None"). */
  empty?: string;
  /** The empty option stands for null (an optional enum), not for "". */
  emptyIsNull?: boolean;
}

/**
 * One admin form's plumbing: the shared zod schema checks it in the browser, the server's field messages land on
 * their fields, an upload in progress holds the save, and the common field blocks are one call each.
 */
export function useAdminForm<Values extends FieldValues, Output>(
  schema: Parameters<typeof zodResolver>[0],
  defaultValues: Values,
  serverErrors?: Record<string, string>,
) {
  const [uploading, setUploading] = useState(false);
  // Cast: @hookform/resolvers types a zod 4 schema's resolver for its own input/output inference, which does not line up with the
  // form's Values/Output generics here; the schema is the one the server parses with, so the shapes agree at run time.
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, Output>,
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  const { errors } = form.formState;
  const message = (name: Path<Values>) => errors[name]?.message as string | undefined;

  useEffect(() => {
    for (const [name, text] of Object.entries(serverErrors ?? {}))
      form.setError(name as Path<Values>, { message: text });
  }, [serverErrors, form]);

  /** A labelled text input (or text area) with its message. */
  const text = (name: Path<Values>, { id, label, required, className, rows, lang, ...input }: TextOptions) => (
    <FormField key={name} id={id} label={label} required={required} error={message(name)} className={className}>
      {rows ? (
        <Textarea id={id} lang={lang} rows={rows} {...invalidProps(id, message(name))} {...form.register(name)} />
      ) : (
        <Input id={id} lang={lang} {...input} {...invalidProps(id, message(name))} {...form.register(name)} />
      )}
    </FormField>
  );

  /** A labelled native select with its message. */
  const select = (
    name: Path<Values>,
    { id, label, required, className, options, empty, emptyIsNull }: SelectOptions,
  ) => (
    <FormField key={name} id={id} label={label} required={required} error={message(name)} className={className}>
      <NativeSelect
        id={id}
        {...invalidProps(id, message(name))}
        {...form.register(name, emptyIsNull ? { setValueAs: (value: string) => (value === "" ? null : value) } : {})}
      >
        <NativeOptions options={options} empty={empty} />
      </NativeSelect>
    </FormField>
  );

  /** An image URL or upload, across the form's width. */
  const image = (name: Path<Values>, { label, className }: { label?: string; className: string }) => (
    <div className={className}>
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => (
          <ImageField
            label={label}
            value={(field.value as string | undefined) ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            onUploadingChange={setUploading}
          />
        )}
      />
    </div>
  );

  return { form, message, uploading, text, select, image };
}
