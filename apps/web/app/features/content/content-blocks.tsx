/**
 * The body of a content entry. Blocks are data, never HTML: every text is rendered as a text node,
 * so markup in the database shows as text and cannot run. Product and look blocks are drawn by the
 * route through the render slots (their buttons belong to other features).
 */

import type { ReactNode } from 'react';
import type { Block, Look, ProductCard } from '../../lib/api-types';
import { ContentPicture } from './content-picture';

export interface BlockSlots {
  products: (items: ProductCard[], title: string, key: string) => ReactNode;
  looks: (looks: Look[], key: string) => ReactNode;
}

export function ContentBlocks({ blocks, slots }: { blocks: Block[]; slots: BlockSlots }) {
  let pictures = 0;
  return (
    <div className="content-body">
      {blocks.map((block, i) => {
        const key = `${block.type}-${i}`;
        switch (block.type) {
          case 'paragraph':
            return <p key={key}>{block.text}</p>;
          case 'heading':
            return block.level === 2 ? <h2 key={key}>{block.text}</h2> : <h3 key={key}>{block.text}</h3>;
          case 'list':
            return (
              <ul key={key}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'quote':
            return (
              <blockquote key={key}>
                <p>{block.text}</p>
                {block.cite ? <cite>{block.cite}</cite> : null}
              </blockquote>
            );
          case 'image':
            pictures += 1;
            return (
              <figure key={key} className="content-figure">
                <ContentPicture image={block.image} size="full" eager={i < 2 && pictures === 1} />
                {block.caption ? <figcaption>{block.caption}</figcaption> : null}
              </figure>
            );
          case 'products':
            return block.items.length ? slots.products(block.items, block.title, key) : null;
          case 'looks':
            return block.looks.length ? slots.looks(block.looks, key) : null;
          default:
            return null;
        }
      })}
    </div>
  );
}
