/**
 * The owner's plain text as a page: a line starting with `# ` is a heading (at `level`), a
 * blank line ends a paragraph. Drawn as text, never as HTML, so nothing typed can run.
 */
export function PlainText({ text, level = 3 }: { text: string; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const blocks = text.split(/\n\s*\n/).map((block) => block.trim()).filter(Boolean);
  return (
    <>
      {blocks.map((block, index) => {
        const [first = '', ...rest] = block.split('\n');
        if (!first.startsWith('# ')) return <p key={index}>{block}</p>;
        return (
          <div key={index}>
            <Heading>{first.slice(2).trim()}</Heading>
            {rest.length > 0 && <p>{rest.join('\n')}</p>}
          </div>
        );
      })}
    </>
  );
}
