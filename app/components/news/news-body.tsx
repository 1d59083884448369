/** Article text as paragraphs: blank lines split paragraphs, single line breaks stay. Text only, never HTML. */
export function NewsBody({ content }: { content: string }) {
  const paragraphs = content
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div data-testid="news-body" className="space-y-5 text-lg leading-relaxed text-muted-foreground">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
