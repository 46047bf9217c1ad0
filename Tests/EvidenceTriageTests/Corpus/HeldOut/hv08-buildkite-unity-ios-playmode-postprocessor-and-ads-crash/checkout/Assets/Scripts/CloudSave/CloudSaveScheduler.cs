using System.Runtime.InteropServices;
using UnityEngine;

namespace Gullwing.CloudSave
{
    public static class CloudSaveScheduler
    {
#if UNITY_IOS && !UNITY_EDITOR
        [DllImport("__Internal")] static extern int CropSync_Submit(double earliestSeconds);
#else
        static int CropSync_Submit(double earliestSeconds) => 0;
#endif

        /// <returns>0 when iOS accepted the request, otherwise the BGTaskSchedulerErrorDomain code.</returns>
        public static int ScheduleCropSync(double earliestSeconds = 20 * 60)
        {
            var code = CropSync_Submit(earliestSeconds);
            if (code != 0) Debug.LogWarning($"[CloudSave] crop sync not scheduled (BGTaskSchedulerErrorDomain {code})");
            return code;
        }
    }
}
