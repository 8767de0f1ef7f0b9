/** Product cards of the home page's collection blocks (the API's `pages/main`), in page order. */
export interface HomeCard {
  id: number;
  url: string;
  name: string;
}

interface HomePage {
  blocks: { kind: string; products?: HomeCard[] }[];
}

export const homeCards = (home: HomePage): HomeCard[] =>
  home.blocks.flatMap((block) => (block.kind === 'collection' ? (block.products ?? []) : []));
