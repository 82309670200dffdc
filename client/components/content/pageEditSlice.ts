// Page-edit mode (SPEC §2 "page-edit toggle", §4 "Content editing"): while on, every content area
// on screen is edited in place. Only type 2 sees the toggle; leaving the session turns it off.
import { createSlice } from '@reduxjs/toolkit';
import { type RootState, rootReducer } from '../../base/store';
import { sessionEnded, signedOut } from '../../session/sessionSlice';

export interface PageEditState {
  on: boolean;
}

const initialState: PageEditState = { on: false };

const pageEditSlice = createSlice({
  name: 'pageEdit',
  initialState,
  reducers: {
    pageEditToggled(state) {
      state.on = !state.on;
    },
    /** Opening a page to edit its texts (the admin menu's "Edit login page"). */
    pageEditTurnedOn(state) {
      state.on = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState).addCase(signedOut, () => initialState);
  },
});

export const pageEdit = pageEditSlice.injectInto(rootReducer);
export const { pageEditToggled, pageEditTurnedOn } = pageEdit.actions;

type StateWithPageEdit = RootState & { pageEdit?: PageEditState };

export const selectPageEditOn = (state: StateWithPageEdit): boolean => state.pageEdit?.on ?? false;
