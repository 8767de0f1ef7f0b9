/** Compact constructors for the three-language vocabulary: Russian, English, Kazakh. */
import type { I18nText } from '../../db/schema/i18n-text.ts';
import type { Gender } from '../russian.ts';
import type { Adjective, Noun } from './types.ts';

export const t = (ru: string, en: string, kk: string): I18nText => ({ ru, en, kk });

export const adj = (ru: string, en: string, kk: string): Adjective => ({ ru, en, kk });

export const noun = (ru: string, gender: Gender, en: string, kk: string): Noun => ({ ru, gender, en, kk });
