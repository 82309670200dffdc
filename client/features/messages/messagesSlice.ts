// The messaging UI state (server data lives in the RTK Query cache, features/messages/messagesApi.ts),
// app-level because other features open a chat or show presence: which chat or dialog is open, the sends not yet stored (pending or failed, never dropped),
// the offer to email a message to someone offline, and the live presence and typing of people.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Message } from '../../../shared/messages';
import { type RootState, rootReducer } from '../../base/store';
import { realtimeEventReceived } from '../../realtime/realtimeSlice';
import { sessionEnded, signedOut } from '../../session/sessionSlice';
import type { PresenceState } from './presenceWatch';

/** The last send, for the chat's send guard (features/messages/sendGuard.ts). */
export interface LastSend {
  toUserId: number;
  html: string;
  at: number;
}

export type ChatTarget =
  | { kind: 'person'; userId: number; name: string; courseId: number | null; coursePartId: number | null }
  /** A system message: shown on its own, it cannot be replied to. */
  | { kind: 'system'; message: Message };

export interface OutboxEntry {
  clientId: string;
  toUserId: number;
  html: string;
  createdAt: string;
  courseId: number | null;
  coursePartId: number | null;
  status: 'pending' | 'failed';
  errorCode: string | null;
}

export interface EmailOffer {
  messageId: number;
  name: string;
}

export interface MessagesUiState {
  chat: ChatTarget | null;
  supportOpen: boolean;
  /** Sends by ClientId until the server has stored them. */
  outbox: Record<string, OutboxEntry>;
  lastSend: LastSend | null;
  emailOffer: EmailOffer | null;
  /** When each message was last emailed from here (the 10 s guard). */
  emailedAt: Record<number, number>;
  presence: Record<number, { Online: boolean; LastSeen: string | null }>;
  /** Per person, how many "typing" signals arrived; 0 when not typing. A new one restarts the timeout. */
  typing: Record<number, number>;
}

const initialState: MessagesUiState = {
  chat: null,
  supportOpen: false,
  outbox: {},
  lastSend: null,
  emailOffer: null,
  emailedAt: {},
  presence: {},
  typing: {},
};

function applyPresence(state: MessagesUiState, update: PresenceState): void {
  state.presence[update.UserId] = { Online: update.Online, LastSeen: update.LastSeen };
  if (!update.Online) state.typing[update.UserId] = 0;
}

const messagesSlice = createSlice({
  name: 'messages',
  initialState,
  reducers: {
    chatOpened(state, action: PayloadAction<ChatTarget>) {
      state.chat = action.payload;
    },
    chatClosed(state) {
      state.chat = null;
    },
    supportDialogOpened(state) {
      state.supportOpen = true;
    },
    supportDialogClosed(state) {
      state.supportOpen = false;
    },
    sendQueued(state, action: PayloadAction<{ entry: OutboxEntry; at: number }>) {
      const { entry, at } = action.payload;
      state.outbox[entry.clientId] = entry;
      state.lastSend = { toUserId: entry.toUserId, html: entry.html, at };
    },
    sendRetried(state, action: PayloadAction<string>) {
      const entry = state.outbox[action.payload];
      if (entry) {
        entry.status = 'pending';
        entry.errorCode = null;
      }
    },
    sendStored(state, action: PayloadAction<string>) {
      delete state.outbox[action.payload];
    },
    sendFailed(state, action: PayloadAction<{ clientId: string; errorCode: string | null }>) {
      const entry = state.outbox[action.payload.clientId];
      if (entry) {
        entry.status = 'failed';
        entry.errorCode = action.payload.errorCode;
      }
    },
    /** The person gave up on a failed send. */
    sendDiscarded(state, action: PayloadAction<string>) {
      delete state.outbox[action.payload];
    },
    emailOffered(state, action: PayloadAction<EmailOffer>) {
      state.emailOffer = action.payload;
    },
    emailOfferClosed(state) {
      state.emailOffer = null;
    },
    emailRequested(state, action: PayloadAction<{ messageId: number; at: number }>) {
      state.emailedAt[action.payload.messageId] = action.payload.at;
    },
    presenceReported(state, action: PayloadAction<PresenceState[]>) {
      for (const update of action.payload) applyPresence(state, update);
    },
    typingTimedOut(state, action: PayloadAction<number>) {
      state.typing[action.payload] = 0;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(realtimeEventReceived, (state, action) => {
        const event = action.payload;
        if (event.type === 'presence:changed') applyPresence(state, event.payload);
        else if (event.type === 'typing:changed') {
          const { FromUserId, Typing } = event.payload;
          state.typing[FromUserId] = Typing ? (state.typing[FromUserId] ?? 0) + 1 : 0;
        } else if (event.type === 'message:new') {
          // Their message arrived: they are no longer typing it.
          state.typing[event.payload.message.FromUserId] = 0;
        }
      })
      .addCase(sessionEnded, () => initialState)
      .addCase(signedOut, () => initialState);
  },
});

export const messagesUi = messagesSlice.injectInto(rootReducer);

export const {
  chatOpened,
  chatClosed,
  supportDialogOpened,
  supportDialogClosed,
  sendQueued,
  sendRetried,
  sendStored,
  sendFailed,
  sendDiscarded,
  emailOffered,
  emailOfferClosed,
  emailRequested,
  presenceReported,
  typingTimedOut,
} = messagesUi.actions;

type StateWithMessages = RootState & { messages?: MessagesUiState };

/** The slice's state, typed from the store's (the slice is injected when this module loads). */
const own = (state: RootState): MessagesUiState => messagesUi.selectSlice(state as StateWithMessages);

export const selectChat = (state: RootState) => own(state).chat;
export const selectSupportOpen = (state: RootState) => own(state).supportOpen;
export const selectOutbox = (state: RootState) => own(state).outbox;
export const selectLastSend = (state: RootState) => own(state).lastSend;
export const selectEmailOffer = (state: RootState) => own(state).emailOffer;
export const selectEmailedAt = (state: RootState) => own(state).emailedAt;
export const selectPresence = (state: RootState) => own(state).presence;
export const selectTyping = (state: RootState) => own(state).typing;
