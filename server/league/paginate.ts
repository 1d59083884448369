/**
 * The page a list shows: a page past the end shows the last one, anything below 1 (or not a number) the first.
 * `offset` and `limit` go straight into the query.
 */
export function paginate(total: number, requested: number | undefined, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requested ?? 1) || 1), pageCount);
  return { page, pageCount, offset: (page - 1) * pageSize, limit: pageSize };
}
