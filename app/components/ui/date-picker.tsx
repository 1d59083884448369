import { format } from "date-fns";
import { CalendarIcon, ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { DayPicker } from "react-day-picker";
import { enUS, ru } from "react-day-picker/locale";
import { buttonVariants } from "~/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/format";
import type { Lang } from "~/lib/language";

interface DatePickerProps {
  id?: string;
  /** `yyyy-MM-dd`, or empty. */
  value: string;
  onChange(value: string): void;
  lang: Lang;
  placeholder: string;
  invalid?: boolean;
  describedBy?: string;
}

const toDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
};
const toValue = (date: Date) => format(date, "yyyy-MM-dd");

function Chevron({ orientation }: { orientation?: "left" | "right" | "up" | "down" }) {
  return orientation === "left" ? <ChevronLeft className="size-4" /> : <ChevronRight className="size-4" />;
}

/** A calendar-day picker; the week starts on Sunday in English and Monday in Russian. */
export function DatePicker({ id, value, onChange, lang, placeholder, invalid, describedBy }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const selected = toDate(value);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        id={id}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          "flex h-10 w-full items-center gap-2 rounded-md border border-input bg-background px-3 text-left text-sm aria-invalid:border-destructive",
          !selected && "text-muted-foreground",
        )}
      >
        <CalendarIcon aria-hidden="true" className="size-4 shrink-0 opacity-70" />
        {selected ? formatDate(`${value}T12:00:00Z`, lang, "UTC") : placeholder}
      </PopoverTrigger>
      <PopoverContent>
        <DayPicker
          mode="single"
          selected={selected}
          defaultMonth={selected}
          onSelect={(date) => {
            if (date) onChange(toValue(date));
            setOpen(false);
          }}
          locale={lang === "ru" ? ru : enUS}
          weekStartsOn={lang === "ru" ? 1 : 0}
          components={{ Chevron }}
          classNames={{
            root: "relative",
            months: "flex flex-col",
            month: "flex flex-col gap-3",
            month_caption: "flex h-9 items-center justify-center text-sm font-semibold capitalize",
            nav: "absolute inset-x-0 top-0 flex items-center justify-between",
            button_previous: cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-9"),
            button_next: cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-9"),
            month_grid: "border-collapse",
            weekday: "size-9 text-xs font-medium uppercase text-muted-foreground",
            day: "size-9 p-0 text-center text-sm",
            day_button: "size-9 rounded-md hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
            selected: "[&>button]:bg-primary [&>button]:text-primary-foreground",
            today: "[&>button]:ring-1 [&>button]:ring-primary",
            outside: "text-muted-foreground/50",
            disabled: "opacity-40",
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
