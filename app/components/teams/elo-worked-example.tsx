import { useTranslation } from "~/i18n/react";
import { useLang } from "~/components/site/localized-link";
import { submissionExample } from "~/lib/results/elo-example";
import { numberFormat } from "~/lib/format";

/** The example's numbers come from the league's Elo functions at render, in the page's number format. */
export function EloWorkedExample() {
  const { t } = useTranslation("teams");
  const lang = useLang();
  const example = submissionExample();
  const fixed = (digits: number) =>
    numberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
  const [p3, p1, p2] = [fixed(3), fixed(1), fixed(2)];
  const values = {
    ra: example.ra,
    rb: example.rb,
    ea: p3.format(example.expectedA),
    eb: p3.format(example.expectedB),
    k: example.k,
    m: p2.format(example.multiplier),
    // K × multiplier to a tenth (96 × 1.15 = 110.4): rounded to whole points the sums below would not add up.
    km: numberFormat(lang, { maximumFractionDigits: 1, useGrouping: false }).format(example.effectiveK),
  };
  const delta = p1.format(example.afterA - example.ra);
  return (
    <section
      aria-labelledby="example-title"
      data-testid="elo-example"
      className="rounded-xl border border-primary/40 bg-primary/5 p-6"
    >
      <h2 id="example-title" className="text-2xl font-bold uppercase">
        {t("ratings.exampleTitle")}
      </h2>
      <p className="mt-3 text-muted-foreground">{t("ratings.exampleIntro", values)}</p>
      <ol className="mt-4 space-y-2 font-mono text-sm sm:text-base">
        <li>{t("ratings.exampleExpected", values)}</li>
        <li>{t("ratings.exampleK", values)}</li>
        <li data-testid="example-a" className="font-semibold text-foreground">
          {t("ratings.exampleA", { ...values, after: p1.format(example.afterA), delta })}
        </li>
        <li data-testid="example-b" className="font-semibold text-foreground">
          {t("ratings.exampleB", { ...values, after: p1.format(example.afterB), delta })}
        </li>
      </ol>
      <p className="mt-4 text-sm text-muted-foreground">
        {t("ratings.exampleNote", { a: Math.round(example.afterA), b: Math.round(example.afterB) })}
      </p>
    </section>
  );
}
