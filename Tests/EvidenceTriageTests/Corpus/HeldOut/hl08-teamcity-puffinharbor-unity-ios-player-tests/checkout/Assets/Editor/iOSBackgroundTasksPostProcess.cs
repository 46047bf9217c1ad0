#if PUFFIN_LOCAL_XCODE
using System.IO;
using UnityEditor;
using UnityEditor.Callbacks;
using UnityEditor.iOS.Xcode;

namespace PuffinHarbor.EditorTools
{
    /// Adds the background-task keys to the generated Xcode project's Info.plist.
    public static class iOSBackgroundTasksPostProcess
    {
        [PostProcessBuild(100)]
        public static void OnPostprocessBuild(BuildTarget target, string path)
        {
            if (target != BuildTarget.iOS) return;
            var plistPath = Path.Combine(path, "Info.plist");
            var plist = new PlistDocument();
            plist.ReadFromFile(plistPath);
            var ids = plist.root.CreateArray("BGTaskSchedulerPermittedIdentifiers");
            ids.AddString("com.puffinharbor.game.tide-refresh");
            var modes = plist.root["UIBackgroundModes"]?.AsArray() ?? plist.root.CreateArray("UIBackgroundModes");
            modes.AddString("fetch");
            plist.WriteToFile(plistPath);
        }
    }
}
#endif
