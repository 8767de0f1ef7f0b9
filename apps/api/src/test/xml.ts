/** Tests' XML reader: a strict parse (a malformed document throws) into a small element tree. */
import { SaxesParser, type SaxesTagPlain } from 'saxes';

export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

export function parseXml(source: string): XmlNode {
  const parser = new SaxesParser({ xmlns: false });
  const root: XmlNode = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlNode[] = [root];
  let failure: Error | null = null;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const node: XmlNode = { name: tag.name, attributes: { ...tag.attributes }, children: [], text: '' };
    stack[stack.length - 1]?.children.push(node);
    stack.push(node);
  });
  parser.on('text', (text) => {
    const top = stack[stack.length - 1];
    if (top) top.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(source).close();
  if (failure) throw failure;
  const [document] = root.children;
  if (!document) throw new Error('empty document');
  return document;
}

/** Every descendant element of that name, in document order. */
export function findAll(node: XmlNode, name: string): XmlNode[] {
  return node.children.flatMap((child) => [...(child.name === name ? [child] : []), ...findAll(child, name)]);
}

/** The text of the first child element of that name, or undefined. */
export function childText(node: XmlNode, name: string): string | undefined {
  return node.children.find((c) => c.name === name)?.text;
}
