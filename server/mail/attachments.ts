// Documents a mail carries (an invoice's PDF). The outbox row names the document as
// `<kind>:<id>`; the document is made when the mail goes out, by the feature that owns the kind,
// from rows that no longer change (a sent invoice is frozen), so a retry attaches the same bytes.

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export type AttachmentMaker = (id: number) => Promise<MailAttachment>;

export interface AttachmentMakers {
  register(kind: string, make: AttachmentMaker): void;
  /** The document a row names; throws when no feature makes that kind. */
  make(ref: string): Promise<MailAttachment>;
}

export function attachmentRef(kind: string, id: number): string {
  return `${kind}:${id}`;
}

export function createAttachmentMakers(): AttachmentMakers {
  const makers = new Map<string, AttachmentMaker>();
  return {
    register(kind, make) {
      makers.set(kind, make);
    },
    make(ref) {
      const [kind, id] = ref.split(':');
      const make = kind ? makers.get(kind) : undefined;
      if (!make || !id) throw new Error(`no maker for the attachment ${ref}`);
      return make(Number(id));
    },
  };
}
