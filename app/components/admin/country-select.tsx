import type { ComponentProps } from "react";
import { NativeSelect } from "~/components/ui/native-select";
import { countryFlag } from "~/lib/flags";

export interface CountryOption {
  code: string;
  /** In the admin's language, resolved on the server (ICU data differs between browsers). */
  name: string;
}

/** ISO 3166-1 alpha-3 countries with their flags, by name; the empty choice is a prompt, or "none" when `allowEmpty`. */
export function CountrySelect({
  countries,
  emptyLabel,
  allowEmpty,
  ...props
}: ComponentProps<"select"> & { countries: CountryOption[]; emptyLabel: string; allowEmpty?: boolean }) {
  return (
    <NativeSelect {...props}>
      <option value="" disabled={!allowEmpty}>
        {emptyLabel}
      </option>
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {`${countryFlag(country.code)} ${country.name} (${country.code})`}
        </option>
      ))}
    </NativeSelect>
  );
}
