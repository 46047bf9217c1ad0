// Chirp Push SDK for Unity 3.4.1 — iOS build post-processor (vendored).
#if UNITY_IOS
using System.IO;
using UnityEditor;
using UnityEditor.Callbacks;
using UnityEditor.iOS.Xcode;
using UnityEngine;

namespace Chirp.Push.Editor
{
    public static class ChirpPushPostprocess
    {
        [PostProcessBuild(100)]
        public static void OnPostprocessBuild(BuildTarget target, string path)
        {
            if (target != BuildTarget.iOS) return;

            var plistPath = Path.Combine(path, "Info.plist");
            var plist = new PlistDocument();
            plist.ReadFromString(File.ReadAllText(plistPath));
            var rootDict = plist.root;

            // Silent pushes need the remote-notification background mode.
            var backgroundModes = rootDict.CreateArray("UIBackgroundModes");
            backgroundModes.AddString("remote-notification");

            File.WriteAllText(plistPath, plist.WriteToString());
            Debug.Log("[ChirpPush] Info.plist: UIBackgroundModes = remote-notification");

            var projPath = PBXProject.GetPBXProjectPath(path);
            var proj = new PBXProject();
            proj.ReadFromFile(projPath);
            var mainTarget = proj.GetUnityMainTargetGuid();
            proj.AddCapability(mainTarget, PBXCapabilityType.PushNotifications);
            proj.WriteToFile(projPath);
        }
    }
}
#endif
