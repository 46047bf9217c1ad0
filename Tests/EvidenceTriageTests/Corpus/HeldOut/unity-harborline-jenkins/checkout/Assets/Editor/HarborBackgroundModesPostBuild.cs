#if UNITY_IOS
using System.IO;
using UnityEditor;
using UnityEditor.Callbacks;
using UnityEditor.iOS.Xcode;

namespace Harborline.Editor
{
    /// Declares the sailings refresh task for BGTaskScheduler in the generated Xcode project.
    public static class HarborBackgroundModesPostBuild
    {
        const string RefreshTaskId = "com.harborline.ferries.refresh-sailings";

        [PostProcessBuild(0)]
        public static void OnPostProcessBuild(BuildTarget target, string buildPath)
        {
            if (target != BuildTarget.iOS) return;

            var plistPath = Path.Combine(buildPath, "Info.plist");
            var plist = new PlistDocument();
            plist.ReadFromFile(plistPath);

            var modes = plist.root["UIBackgroundModes"]?.AsArray() ?? plist.root.CreateArray("UIBackgroundModes");
            modes.AddString("fetch");

            var ids = plist.root.CreateArray("BGTaskSchedulerPermittedIdentifiers");
            ids.AddString(RefreshTaskId);

            plist.WriteToFile(plistPath);
            UnityEngine.Debug.Log($"[HarborBuild] UIBackgroundModes += fetch; BGTaskSchedulerPermittedIdentifiers = [{RefreshTaskId}]");
        }
    }
}
#endif
