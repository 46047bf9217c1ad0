import { App } from '@capacitor/app';
import { api } from '../api/client';
import { db } from '../store/db';

let lastSyncAt = 0;

/** Pull check-ins created elsewhere (watch, web) since the last sync. */
export async function syncCheckins(): Promise<number> {
    const since = lastSyncAt;
    const remote = await api.get<RemoteCheckin[]>(`/v2/checkins?since=${since}`);

    for (const c of remote) {
        await db.checkins.add({
            id: c.id,
            habitId: c.habit_id,
            at: c.created_at,
            source: c.source,
        });
    }

    lastSyncAt = Date.now();
    console.log(`[checkin-sync] since=${since} pulled=${remote.length}`);
    return remote.length;
}

export function installResumeSync(): void {
    App.addListener('appStateChange', ({ isActive }) => {
        if (isActive) {
            void syncCheckins();
        }
    });
}

interface RemoteCheckin {
    id: string;
    habit_id: string;
    created_at: string;
    source: 'watch' | 'web' | 'phone';
}
