using System.Collections;
using Brightmoor.Native;
using NUnit.Framework;
using UnityEngine;
using UnityEngine.TestTools;

public class BackgroundRefreshTests
{
    [UnityTest]
    [UnityPlatform(RuntimePlatform.IPhonePlayer)]
    public IEnumerator RefreshRunsWithin60Seconds()
    {
        Assert.IsTrue(BackgroundTasksBridge.SubmitRefresh("com.brightmoor.game.refresh", 60));
        var deadline = Time.realtimeSinceStartup + 60f;
        while (!BackgroundTasksBridge.RefreshHasRun && Time.realtimeSinceStartup < deadline)
            yield return null;
        Assert.IsTrue(BackgroundTasksBridge.RefreshHasRun, "refresh task did not run within 60 s");
    }
}
