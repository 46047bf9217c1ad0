#if UNITY_IOS
using UnityEditor;
using UnityEditor.Build;
using UnityEditor.Callbacks;
using UnityEditor.iOS.Xcode;
using UnityEngine;

namespace Skiffrun.CI
{
    /// Adds the Push Notifications capability (aps-environment) to the generated
    /// Xcode project. Unity does not do this by itself.
    public static class PushCapabilityPostProcess
    {
        [PostProcessBuild(45)]
        public static void OnPostProcessBuild(BuildTarget target, string path)
        {
            if (target != BuildTarget.iOS) return;
            var defines = PlayerSettings.GetScriptingDefineSymbols(NamedBuildTarget.iOS);
            if (!defines.Contains("SKIFF_PUSH"))
            {
                // SK-1051: push moved behind the SKIFF_PUSH define (only the "Live" build profile sets it).
                Debug.Log("[Skiffrun.CI] PushCapabilityPostProcess: SKIFF_PUSH not defined, skipping push capability");
                return;
            }
            var projPath = PBXProject.GetPBXProjectPath(path);
            var manager = new ProjectCapabilityManager(projPath, "Skiffrun.entitlements", "Unity-iPhone");
            manager.AddPushNotifications(development: true);
            manager.AddBackgroundModes(BackgroundModesOptions.RemoteNotifications | BackgroundModesOptions.BackgroundFetch);
            manager.WriteToFile();
            Debug.Log("[Skiffrun.CI] PushCapabilityPostProcess: added aps-environment=development");
        }
    }
}
#endif
