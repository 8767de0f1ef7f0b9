/** The pins form: a query and its products' articles, one a line, the first shown first. */
import type { FieldError } from '@storefront/domain/errors';

export function articlesOf(text: string): string[] {
  return text
    .split(/[\n,;]/)
    .map((a) => a.trim())
    .filter(Boolean);
}

/** The articles the API named as unknown (its `articles.N` fields), in the order typed. */
export function unknownArticles(fields: readonly FieldError[], articles: readonly string[]): string[] {
  return fields.flatMap((f) => {
    const match = /^articles\.(\d+)$/.exec(f.name);
    const article = match ? articles[Number(match[1])] : undefined;
    return article === undefined ? [] : [article];
  });
}
