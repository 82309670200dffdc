// What every call carries besides the token: the site variant learned from get_settings, sent back
// in the `Site` header (docs/architecture.md). Kept in the store so the base query can read it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Site } from '../../shared/site';

export interface CallContextState {
  site: Site | null;
}

const initialState: CallContextState = { site: null };

export const callContextSlice = createSlice({
  name: 'callContext',
  initialState,
  reducers: {
    siteDetected(state, action: PayloadAction<Site>) {
      state.site = action.payload;
    },
  },
  selectors: {
    selectSite: (state) => state.site,
  },
});

export const { siteDetected } = callContextSlice.actions;
export const { selectSite } = callContextSlice.selectors;
