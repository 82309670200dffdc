// An image in rich text (course blocks): an <img> with a source and a text alternative. Sources are
// our own uploads (/files/uploads/...) or https addresses; the server's HTML allowlist keeps <img>
// with src, alt, width and height, so this is all the node stores.
import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { ReactNode } from 'react';

export type SerializedImageNode = Spread<{ src: string; altText: string }, SerializedLexicalNode>;

function convertImage(element: HTMLElement): DOMConversionOutput | null {
  const src = element.getAttribute('src');
  if (!src) return null;
  return { node: $createImageNode(src, element.getAttribute('alt') ?? '') };
}

export class ImageNode extends DecoratorNode<ReactNode> {
  __src: string;
  __altText: string;

  static override getType(): string {
    return 'image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__altText, node.__key);
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.altText);
  }

  static override importDOM(): DOMConversionMap | null {
    return { img: () => ({ conversion: convertImage, priority: 0 }) };
  }

  constructor(src: string, altText: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__altText = altText;
  }

  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), type: 'image', version: 1, src: this.__src, altText: this.__altText };
  }

  override exportDOM(): DOMExportOutput {
    const img = document.createElement('img');
    img.setAttribute('src', this.__src);
    img.setAttribute('alt', this.__altText);
    return { element: img };
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const span = document.createElement('span');
    const className = (config.theme as { image?: string }).image;
    if (className) span.className = className;
    return span;
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): boolean {
    return true;
  }

  override decorate(): ReactNode {
    return <img src={this.__src} alt={this.__altText} style={{ maxWidth: '100%', height: 'auto' }} />;
  }
}

export function $createImageNode(src: string, altText: string): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, altText));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node?.getType() === ImageNode.getType();
}
