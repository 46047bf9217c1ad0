// PushRelay Unity SDK 5.2.1 — vendored, do not edit (upgraded from 4.8.0 in #612).
#if UNITY_IOS
using System.IO;
using UnityEditor;
using UnityEditor.Callbacks;
using UnityEditor.iOS.Xcode;
using UnityEngine;

namespace PushRelay.Editor
{
    public static class PushRelayPostProcess
    {
        [PostProcessBuild(999)]
        public static void OnPostProcessBuild(BuildTarget target, string path)
        {
            if (target != BuildTarget.iOS) return;
            var plistPath = Path.Combine(path, "Info.plist");
            var plist = new PlistDocument();
            plist.ReadFromFile(plistPath);

            // Silent pushes need the remote-notification background mode.
            var modes = plist.root.CreateArray("UIBackgroundModes");
            modes.AddString("remote-notification");

            plist.WriteToFile(plistPath);
            Debug.Log("[PushRelay] iOS post-process: UIBackgroundModes = [remote-notification]");
        }
    }
}
#endif
