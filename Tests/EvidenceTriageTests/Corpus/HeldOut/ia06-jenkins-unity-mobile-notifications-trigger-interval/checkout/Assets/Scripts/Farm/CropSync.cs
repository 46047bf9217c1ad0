using System.Runtime.InteropServices;
using UnityEngine;

namespace LanternBay.Farm
{
    /// Receives the BGAppRefreshTask callback from Plugins/iOS/LBBackgroundRefresh.mm.
    public sealed class CropSync : MonoBehaviour
    {
        [DllImport("__Internal")] static extern bool _LBSubmitCropSync(double delaySeconds);

        public bool RefreshedInBackground { get; private set; }

        public bool ScheduleBackgroundRefresh(double delaySeconds) => _LBSubmitCropSync(delaySeconds);

        // UnitySendMessage("CropSync", "OnBackgroundRefresh", "")
        void OnBackgroundRefresh(string _)
        {
            CropTimers.AdvanceToNow();
            RefreshedInBackground = true;
        }
    }
}
