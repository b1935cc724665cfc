/** Plain text, cut with an ellipsis when the column is narrow; the whole text on hover. */
export function TextCell({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return <Empty />;
  const text = String(value);
  return (
    <span title={text} style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {text}
    </span>
  );
}

/** An empty value: a quiet dash, so that an empty cell does not look like a loading one. */
export function Empty() {
  return (
    <span aria-hidden style={{ color: 'rgba(0,0,0,0.3)' }}>
      —
    </span>
  );
}
