/** A look's title field of each content language, as the looks API names them. */
export const LOOK_TITLE_FIELD = { ru: 'titleRu', en: 'titleEn', kk: 'titleKk' } as const;

export type LookLang = keyof typeof LOOK_TITLE_FIELD;
