import { X } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

interface TagEditorProps {
  id: string;
  value: string[];
  onChange(value: string[]): void;
  placeholder: string;
  invalid?: boolean;
  describedBy?: string;
}

/** Tags typed and added with Enter or a comma (or the Add button); each removable. Duplicates are ignored. */
export function TagEditor({ id, value, onChange, placeholder, invalid, describedBy }: TagEditorProps) {
  const { t } = useTranslation("admin");
  const [draft, setDraft] = useState("");
  const add = () => {
    const tags = draft
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean);
    if (tags.length > 0) onChange([...new Set([...value, ...tags])]);
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    } else if (event.key === "Backspace" && draft === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t("fields.styleTags")}>
          {value.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {tag}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((other) => other !== tag))}
                  aria-label={t("fields.removeTag", { tag })}
                  className="rounded p-0.5 hover:bg-background/40"
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={add}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        <Button type="button" variant="outline" onClick={add}>
          {t("fields.addTag")}
        </Button>
      </div>
    </div>
  );
}
