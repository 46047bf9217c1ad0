import type { Survey } from './types';

export type SortKey = 'name' | 'created' | 'lastEdited';

export function sortSurveys(surveys: Survey[], key: SortKey): Survey[] {
  const copy = [...surveys];
  switch (key) {
    case 'name':
      return copy.sort((a, b) => a.name.localeCompare(b.name));
    case 'created':
      return copy.sort((a, b) => b.createdAt - a.createdAt);
    case 'lastEdited':
      // updatedAt is an ISO string from the sync API; compares as text
      return copy.sort((a, b) => (a.updatedAt < b.updatedAt ? -1 : 1));
  }
}
