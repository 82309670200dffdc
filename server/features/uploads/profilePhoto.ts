// Every upload is recorded as its uploader's file (user_files), which is what a company's
// storage meter adds up. A photo uploaded to profile/ also becomes its owner's profile photo:
// users.UserFileId points at it, in the same unit of work, announced to the user's other tabs.
// auth_user then answers its URL as `Avatar`, the client's stored `avatar` value (SPEC §3).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { userFiles, users } from '../../db/tables';
import type { RunWork, Work } from '../../db/unitOfWork';
import { forUsers } from '../../db/userRows';
import { newEvent } from '../../events/eventLog.repo';
import type { OwnersRepo } from '../../scope/owners.repo';
import { personSubject } from '../../scope/subjects';

export interface StoredUpload {
  folder: string;
  fileName: string;
  mime: string;
  bytes: number;
}

async function insertUserFile(tx: Tx, userId: number, file: StoredUpload, now: string): Promise<number> {
  const [row] = await tx
    .insert(userFiles)
    .values({
      UserId: userId,
      Folder: file.folder,
      FileName: file.fileName,
      Mime: file.mime,
      Bytes: file.bytes,
      CreatedAt: now,
    })
    .returning({ Id: userFiles.Id });
  if (!row) throw new Error('user file not stored');
  return row.Id;
}

/**
 * Records a stored upload as its uploader's file in one unit of work, after `assertRoom` has
 * checked it fits the storage of the uploader's company plan; a profile photo also becomes the
 * user's photo. Answers the UserFileId.
 */
export function recordUpload(
  work: RunWork,
  userId: number,
  file: StoredUpload,
  assertRoom: (w: Work, bytes: number) => Promise<void>,
  owners: OwnersRepo,
): Promise<number> {
  return work(async (w) => {
    await assertRoom(w, file.bytes);
    const fileId = await insertUserFile(w.tx, userId, file, w.now);
    if (file.folder !== 'profile/') return fileId;
    await forUsers([userId], () =>
      w.tx.update(users).set({ UserFileId: fileId, UpdatedAt: w.now }).where(eq(users.Id, userId)),
    );
    const about = await personSubject(owners, w.tx, userId, true);
    w.log(newEvent({ type: 'user:changed', actorId: userId, about, payload: { UserId: userId } }));
    return fileId;
  });
}
