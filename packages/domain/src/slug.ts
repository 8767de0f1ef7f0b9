/** Latin slugs from Russian (and Kazakh) text, in the common "yandex-like" transliteration. */

// biome-ignore format: a compact alphabet table reads better
const LETTERS: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  // Kazakh letters, for completeness.
  ә: 'a', ғ: 'g', қ: 'k', ң: 'n', ө: 'o', ұ: 'u', ү: 'u', һ: 'h', і: 'i',
};

export function transliterate(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += LETTERS[ch] ?? ch;
  return out;
}

/** 'Посуда для готовки' → 'posuda-dlya-gotovki'; anything but [a-z0-9] becomes one hyphen. */
export function slugify(text: string): string {
  // Hyphens come single from the first replace, so one at each end is all there is to drop.
  return transliterate(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
