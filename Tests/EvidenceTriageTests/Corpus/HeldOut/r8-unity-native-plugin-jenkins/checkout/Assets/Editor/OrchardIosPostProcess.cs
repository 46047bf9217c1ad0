using System.IO;
using UnityEditor;
using UnityEditor.Callbacks;
using UnityEditor.iOS.Xcode;

public static class OrchardIosPostProcess
{
    [PostProcessBuild(900)]
    public static void OnPostProcessBuild(BuildTarget target, string path)
    {
        if (target != BuildTarget.iOS) return;
        var plistPath = Path.Combine(path, "Info.plist");
        var plist = new PlistDocument();
        plist.ReadFromFile(plistPath);
        var modes = plist.root.CreateArray("UIBackgroundModes");   // replaces the array Unity/the push package wrote
        modes.AddString("fetch");
        modes.AddString("processing");
        var ids = plist.root.CreateArray("BGTaskSchedulerPermittedIdentifiers");
        ids.AddString("com.orchardtycoon.assetPrefetch");
        plist.WriteToFile(plistPath);
    }
}
