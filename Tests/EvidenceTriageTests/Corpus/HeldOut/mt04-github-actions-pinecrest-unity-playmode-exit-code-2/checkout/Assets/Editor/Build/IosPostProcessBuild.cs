using System.IO;
using UnityEditor;
using UnityEditor.Callbacks;
using UnityEditor.iOS.Xcode;
using UnityEngine;

namespace Pinecrest.Editor.Build
{
    public static class IosPostProcessBuild
    {
        static readonly string[] PermittedTaskIds = { "com.pinecrest.garden.cleanup" };

        [PostProcessBuild(100)]
        public static void OnPostprocessBuild(BuildTarget target, string path)
        {
            if (target != BuildTarget.iOS) return;
            var plistPath = Path.Combine(path, "Info.plist");
            var plist = new PlistDocument();
            plist.ReadFromFile(plistPath);
            var modes = plist.root.CreateArray("UIBackgroundModes");
            modes.AddString("fetch");
            modes.AddString("processing");
            var ids = plist.root.CreateArray("BGTaskSchedulerPermittedIdentifiers");
            foreach (var id in PermittedTaskIds) ids.AddString(id);
            plist.WriteToFile(plistPath);
            Debug.Log("[PinecrestBuild] PostProcessBuild: added UIBackgroundModes=fetch,processing; BGTaskSchedulerPermittedIdentifiers=" + string.Join(",", PermittedTaskIds));
        }
    }
}
