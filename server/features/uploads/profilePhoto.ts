// A photo uploaded to profile/ becomes its owner's profile photo: a user_files row and
// users.UserFileId pointing at it, in one unit of work, announced to the user's other tabs.
// auth_user then answers its URL as `Avatar`, the client's stored `avatar` value (SPEC §3).
import { eq } from 'drizzle-orm';
import { rooms } from '../../../shared/realtime';
import type { Tx } from '../../db/database';
import { userFiles, users } from '../../db/tables';
import type { RunWork } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';

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

/** Records the stored file as the user's profile photo; answers its UserFileId. */
export function setProfilePhoto(work: RunWork, userId: number, file: StoredUpload): Promise<number> {
  return work(async (w) => {
    const fileId = await insertUserFile(w.tx, userId, file, w.now);
    await w.tx.update(users).set({ UserFileId: fileId, UpdatedAt: w.now }).where(eq(users.Id, userId));
    w.log(
      newEvent({
        type: 'user:changed',
        actorId: userId,
        rooms: [rooms.user(userId), rooms.staff],
        payload: { UserId: userId },
      }),
    );
    return fileId;
  });
}
