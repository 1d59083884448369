/** The league's mark: a shield with two crossed grips. Pure SVG, no request. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <path d="M32 3 56 11v20c0 15-10 25-24 30C18 56 8 46 8 31V11Z" fill="#d7261e" />
      <path d="M32 8 51 14.5V31c0 12-8 20.5-19 25-11-4.5-19-13-19-25V14.5Z" fill="#111114" />
      <path d="M20 22h8l4 8 4-8h8l-8 13 8 13h-8l-4-8-4 8h-8l8-13Z" fill="#f2f2f2" />
    </svg>
  );
}
