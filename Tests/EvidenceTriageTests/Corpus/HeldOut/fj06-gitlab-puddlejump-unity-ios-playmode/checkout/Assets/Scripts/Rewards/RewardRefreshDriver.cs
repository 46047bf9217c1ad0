using System.Runtime.InteropServices;
using UnityEngine;

namespace Puddlejump.Rewards
{
    /// <summary>Submits the daily-reward refresh whenever the game is paused (sent to background).</summary>
    public class RewardRefreshDriver : MonoBehaviour
    {
        public static bool LastSubmitted { get; private set; }
        public static string LastError { get; private set; }

#if UNITY_IOS && !UNITY_EDITOR
        [DllImport("__Internal")] private static extern bool _RewardRefresh_Submit(double earliestSeconds);
        [DllImport("__Internal")] private static extern string _RewardRefresh_LastError();
#else
        private static bool _RewardRefresh_Submit(double s) => true;
        private static string _RewardRefresh_LastError() => null;
#endif

        private void OnApplicationPause(bool paused)
        {
            if (!paused) return;
            LastSubmitted = _RewardRefresh_Submit(6 * 60 * 60);
            LastError = _RewardRefresh_LastError();
        }

        private void OnBackgroundRefresh(string _)
        {
            DailyRewards.Instance.RefreshFromServer();
        }
    }
}
