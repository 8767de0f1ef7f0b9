/**
 * How `npm run bench:search` judges an answer: a product's grade for a query from the catalogue's own data
 * (never a hand list of ids), nDCG@10 against the best order the catalogue allows, and the figures per class.
 * Pure: the benchmark reads the catalogue and the answers, this file only counts.
 */

/** What the judgement needs to know of a product, read from the catalogue's tables. */
export interface JudgedProduct {
  id: number;
  article: string;
  /** The seed's product type: its model key without the model number ('saucepan-000123' → 'saucepan'). */
  type: string;
  /** The leaf category's path ('kukhnya/posuda-dlya-gotovki/kastryuli'). */
  category: string;
  colour: string;
  material: string;
  brand: string;
  line: string | null;
  sizes: string[];
}

/**
 * Which goods answer a query. The kind is a product type or a category (path prefix); the rest are attributes
 * the query asks for. A product of the right kind with every attribute is grade 2, of the right kind only 1,
 * anything else 0. A rule without a kind (a brand, an article) grades 2 what has the attributes, else 0.
 */
export interface Judgement {
  types?: readonly string[];
  categories?: readonly string[];
  colours?: readonly string[];
  materials?: readonly string[];
  /** Any of these sizes is on sale in the model. */
  sizes?: readonly string[];
  brands?: readonly string[];
  lines?: readonly string[];
  article?: string;
}

export type Grade = 0 | 1 | 2;

/** The seed's product type of a model key: the key without its model number. */
export const typeOfModelKey = (modelKey: string) => modelKey.replace(/-\d+$/, '');

function ofKind(product: JudgedProduct, judgement: Judgement): boolean | null {
  if (!judgement.types && !judgement.categories) return null;
  return (
    (judgement.types?.includes(product.type) ?? false) ||
    (judgement.categories?.some((path) => product.category === path || product.category.startsWith(`${path}/`)) ??
      false)
  );
}

function hasAttributes(product: JudgedProduct, j: Judgement): boolean {
  const within = <T>(wanted: readonly T[] | undefined, value: T) => !wanted || wanted.includes(value);
  return (
    within(j.colours, product.colour) &&
    within(j.materials, product.material) &&
    within(j.brands, product.brand) &&
    within(j.lines, product.line) &&
    (!j.sizes || j.sizes.some((size) => product.sizes.includes(size))) &&
    (!j.article || j.article === product.article)
  );
}

export function grade(product: JudgedProduct, judgement: Judgement): Grade {
  const kind = ofKind(product, judgement);
  const attributes = hasAttributes(product, judgement);
  if (kind === null) return attributes ? 2 : 0;
  if (!kind) return 0;
  return attributes ? 2 : 1;
}

export const DEPTH = 10;

/** Discounted cumulative gain of grades in answer order, the first `DEPTH` counted (exponential gain). */
export function dcg(grades: readonly number[]): number {
  return grades.slice(0, DEPTH).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
}

/**
 * nDCG@10 of an answer: its DCG over the DCG of the catalogue's best `DEPTH` goods for the query.
 * Null when nothing in the catalogue answers the query (an unanswerable query has no ideal to reach).
 */
export function ndcg(answerGrades: readonly number[], catalogueGrades: readonly number[]): number | null {
  const ideal = dcg([...catalogueGrades].filter((g) => g > 0).sort((a, b) => b - a));
  return ideal === 0 ? null : dcg(answerGrades) / ideal;
}

/** The first answers looked at for "wrong kind": a shopper judges a search by its first row. */
export const FIRST_ROW = 3;

export interface QueryOutcome {
  class: string;
  /** Null for an unanswerable query. */
  ndcg: number | null;
  zero: boolean;
  /** Answered, but none of the first `FIRST_ROW` goods is of the right kind. */
  wrongKind: boolean;
}

export function outcome(cls: string, answerGrades: readonly Grade[], catalogueGrades: readonly Grade[]): QueryOutcome {
  const score = ndcg(answerGrades, catalogueGrades);
  const zero = answerGrades.length === 0;
  return {
    class: cls,
    ndcg: score,
    zero,
    wrongKind: score !== null && !zero && answerGrades.slice(0, FIRST_ROW).every((g) => g === 0),
  };
}

export interface ClassFigures {
  class: string;
  ndcg: number;
  zeroShare: number;
  wrongKind: number;
  answerable: number;
  queries: number;
}

/** Mean nDCG, share of zero answers and wrong-kind count over a class's answerable queries. */
export function classFigures(cls: string, outcomes: readonly QueryOutcome[]): ClassFigures {
  const answerable = outcomes.filter((o) => o.ndcg !== null);
  const n = Math.max(answerable.length, 1);
  return {
    class: cls,
    ndcg: answerable.reduce((sum, o) => sum + (o.ndcg ?? 0), 0) / n,
    zeroShare: answerable.filter((o) => o.zero).length / n,
    wrongKind: answerable.filter((o) => o.wrongKind).length,
    answerable: answerable.length,
    queries: outcomes.length,
  };
}
