import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ApiFailure } from './apiError';
import type { AppDeps } from './deps';
import type { AppDispatch, RootState } from './store';

/** createAsyncThunk with the store's types, the injected deps and API failures as rejections. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: AppDeps;
  rejectValue: ApiFailure;
}>();
