using System.Collections;
using LanternBay.Farm;
using NUnit.Framework;
using UnityEngine;
using UnityEngine.TestTools;

namespace LanternBay.Tests
{
    public class CropSyncTests
    {
        [UnityTest]
        public IEnumerator CropTimersAdvanceAfterBackgroundRefresh()
        {
            var sync = new GameObject("CropSync").AddComponent<CropSync>();
            sync.ScheduleBackgroundRefresh(delaySeconds: 30);

            // Give iOS two minutes to run the BGAppRefreshTask and call OnBackgroundRefresh.
            var deadline = Time.realtimeSinceStartup + 120f;
            while (!sync.RefreshedInBackground && Time.realtimeSinceStartup < deadline)
                yield return new WaitForSecondsRealtime(1f);

            Assert.IsTrue(sync.RefreshedInBackground, "background refresh did not run within 120 s");
        }
    }
}
