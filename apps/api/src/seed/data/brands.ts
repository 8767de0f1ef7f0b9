/** Invented brands (any likeness to real ones is accidental) with ISO country codes and the families they make. */
import type { Brand } from './types.ts';

const b = (name: string, country: string, ...families: Brand['families']): Brand => ({
  code: name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-'),
  name,
  country,
  families,
});

export const BRANDS: readonly Brand[] = [
  b('Uyut Home', 'RU', 'kitchen', 'home', 'gifts'),
  b('Nordika', 'SE', 'kitchen', 'home'),
  b('Casa Bella', 'IT', 'kitchen', 'home'),
  b('Ferrum & Sohn', 'DE', 'kitchen'),
  b('Le Four', 'FR', 'kitchen'),
  b('Tetsu', 'JP', 'kitchen'),
  b('Porcellana Viva', 'IT', 'kitchen', 'gifts'),
  b('Kristalia', 'CZ', 'kitchen', 'home', 'gifts'),
  b('Oak & Ash', 'GB', 'kitchen', 'home'),
  b('Lino Casa', 'PT', 'home', 'kitchen'),
  b('Hygge Living', 'DK', 'home', 'gifts'),
  b('Maison Douce', 'FR', 'home'),
  b('Saray Textile', 'TR', 'home', 'kitchen'),
  b('Dala Home', 'KZ', 'home', 'kitchen', 'gifts'),
  b('Lumen & Co', 'NL', 'home', 'gifts'),
  b('Mira Mode', 'RU', 'fashion'),
  b('Urban Fox', 'GB', 'fashion'),
  b('Linea Sette', 'IT', 'fashion'),
  b('Nomad Wear', 'KZ', 'fashion'),
  b('Baltic Knit', 'LT', 'fashion'),
  b('Passo', 'PT', 'fashion'),
  b('Kanat Leather', 'KZ', 'fashion'),
  b('Atelier Noor', 'AE', 'fashion', 'gifts'),
  b('Little Bear', 'LV', 'fashion', 'gifts'),
  b('Snow Tale', 'FI', 'gifts', 'home'),
  b('PlayWell', 'PL', 'gifts'),
];
