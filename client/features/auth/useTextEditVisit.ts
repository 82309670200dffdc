// `?edit=1` on an account page (SPEC §2 admin menu "login-edit"): a signed-in type 2 user opens the
// page, which would otherwise send them on, to edit its page texts in place; page-edit mode goes on.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isAdminUser } from '../../base/access';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { pageEditTurnedOn } from '../../components/content/pageEditSlice';
import { selectSessionUser } from '../../session/sessionUser';

/** True while an admin visits the page to edit its texts. */
export function useTextEditVisit(): boolean {
  const [params] = useSearchParams();
  const user = useAppSelector(selectSessionUser);
  const dispatch = useAppDispatch();
  const editing = params.get('edit') === '1' && user !== null && isAdminUser(user);
  useEffect(() => {
    if (editing) dispatch(pageEditTurnedOn());
  }, [editing, dispatch]);
  return editing;
}
