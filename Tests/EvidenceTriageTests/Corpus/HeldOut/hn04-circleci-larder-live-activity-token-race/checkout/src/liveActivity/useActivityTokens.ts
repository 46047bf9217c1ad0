import * as LiveActivity from 'expo-live-activity';
import { useEffect } from 'react';
import { AppLog } from '../native/AppLog';
import { registerToken } from '../api/tokens';
import { useSession } from '../session/useSession';

/**
 * Sends the Live Activity tokens to the backend once the user is signed in.
 * Mounted from <HomeScreen/>, i.e. after the session has been restored.
 */
export function useActivityTokens() {
  const { user } = useSession();

  useEffect(() => {
    if (!user) return;

    const startSub = LiveActivity.addActivityPushToStartTokenListener(({ activityPushToStartToken }) => {
      AppLog.info(`[tokens] push-to-start token received (${activityPushToStartToken.length} chars)`);
      registerToken({ type: 'push-to-start', token: activityPushToStartToken });
    });
    const updateSub = LiveActivity.addActivityTokenListener(({ activityID, activityPushToken }) => {
      AppLog.info(`[tokens] update token received for ${activityID}`);
      registerToken({ type: 'activity-update', activityId: activityID, token: activityPushToken });
    });
    AppLog.info('[tokens] listeners subscribed');

    return () => {
      startSub?.remove();
      updateSub?.remove();
    };
  }, [user]);
}
