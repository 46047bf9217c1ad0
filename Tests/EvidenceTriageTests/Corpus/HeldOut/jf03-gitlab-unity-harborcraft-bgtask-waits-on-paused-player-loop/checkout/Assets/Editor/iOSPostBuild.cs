using UnityEditor;
using UnityEditor.Callbacks;
using UnityEditor.iOS.Xcode;

namespace Harborcraft.Editor
{
    public static class iOSPostBuild
    {
        [PostProcessBuild(100)]
        public static void OnPostprocessBuild(BuildTarget target, string path)
        {
            if (target != BuildTarget.iOS) return;
            var plistPath = path + "/Info.plist";
            var plist = new PlistDocument();
            plist.ReadFromFile(plistPath);
            var modes = plist.root.CreateArray("UIBackgroundModes");
            modes.AddString("processing");
            var ids = plist.root.CreateArray("BGTaskSchedulerPermittedIdentifiers");
            ids.AddString("com.pebblecove.harborcraft.cloudsave");
            plist.WriteToFile(plistPath);
        }
    }
}
