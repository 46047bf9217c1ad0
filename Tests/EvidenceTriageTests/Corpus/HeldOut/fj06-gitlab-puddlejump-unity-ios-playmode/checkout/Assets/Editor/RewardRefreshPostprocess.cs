#if UNITY_IOS
using System.IO;
using UnityEditor;
using UnityEditor.Build;
using UnityEditor.Build.Reporting;
using UnityEditor.iOS.Xcode;
using UnityEngine;

namespace Puddlejump.Editor
{
    /// <summary>
    /// Daily reward refresh (Assets/Plugins/iOS/RewardRefresh.mm) uses a
    /// BGAppRefreshTask, which needs the identifier in
    /// BGTaskSchedulerPermittedIdentifiers and "fetch" in UIBackgroundModes.
    /// </summary>
    public class RewardRefreshPostprocess : IPostprocessBuildWithReport
    {
        public const string TaskId = "com.puddlejump.game.reward-refresh";

        public int callbackOrder => 10;

        public void OnPostprocessBuild(BuildReport report)
        {
            if (report.summary.platform != BuildTarget.iOS) return;

            var plistPath = Path.Combine(report.summary.outputPath, "Info.plist");
            var plist = new PlistDocument();
            plist.ReadFromFile(plistPath);
            var root = plist.root;

            var ids = root["BGTaskSchedulerPermittedIdentifiers"]?.AsArray()
                      ?? root.CreateArray("BGTaskSchedulerPermittedIdentifiers");
            ids.AddString(TaskId);

            var modes = root["UIBackgroundModes"]?.AsArray() ?? root.CreateArray("UIBackgroundModes");
            modes.AddString("fetch");

            plist.WriteToFile(plistPath);
            Debug.Log($"[RewardRefreshPostprocess] added {TaskId} and UIBackgroundModes=fetch to {plistPath}");
        }
    }
}
#endif
