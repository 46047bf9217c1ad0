#if UNITY_IOS
using System.IO;
using UnityEditor;
using UnityEditor.Callbacks;
using UnityEditor.iOS.Xcode;
using UnityEngine;

namespace Pebblegrove.Editor.iOS
{
    /// Adds what the native reward prefetch (Assets/Plugins/iOS/PGRewardPrefetch.mm)
    /// needs to the generated Xcode project's Info.plist. Unity rewrites
    /// Info.plist on every non-append build, so this must run on every build.
    public static class BackgroundTasksPostprocess
    {
        public const string RewardsTaskId = "com.lanternmoth.pebblegrove.rewards";

        [PostProcessBuild(45)]
        public static void OnPostprocessBuild(BuildTarget target, string path)
        {
            if (target != BuildTarget.iOS) return;

            var plistPath = Path.Combine(path, "Info.plist");
            var plist = new PlistDocument();
            plist.ReadFromFile(plistPath);

            var modes = plist.root["UIBackgroundModes"]?.AsArray() ?? plist.root.CreateArray("UIBackgroundModes");
            if (!modes.values.Exists(v => v.AsString() == "fetch")) modes.AddString("fetch");

            var ids = plist.root["BGTaskSchedulerPermittedIdentifiers"]?.AsArray()
                      ?? plist.root.CreateArray("BGTaskSchedulerPermittedIdentifiers");
            if (!ids.values.Exists(v => v.AsString() == RewardsTaskId)) ids.AddString(RewardsTaskId);

            plist.WriteToFile(plistPath);
            Debug.Log($"[PebblegrovePostprocess] Added {RewardsTaskId} to BGTaskSchedulerPermittedIdentifiers");
        }
    }
}
#endif
