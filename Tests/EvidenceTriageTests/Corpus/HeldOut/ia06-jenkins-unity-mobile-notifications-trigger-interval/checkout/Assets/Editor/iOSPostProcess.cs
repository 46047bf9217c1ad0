using System.IO;
using UnityEditor;
using UnityEditor.Callbacks;
using UnityEditor.iOS.Xcode;

public static class iOSPostProcess
{
    [PostProcessBuild(100)]
    public static void OnPostprocessBuild(BuildTarget target, string path)
    {
        if (target != BuildTarget.iOS) return;
        var plistPath = Path.Combine(path, "Info.plist");
        var plist = new PlistDocument();
        plist.ReadFromFile(plistPath);
        var root = plist.root;
        var ids = root.CreateArray("BGTaskSchedulerPermittedIdentifiers");
        ids.AddString("com.lanternbaygames.farm.cropsync");
        var modes = root["UIBackgroundModes"]?.AsArray() ?? root.CreateArray("UIBackgroundModes");
        modes.AddString("fetch");
        plist.WriteToFile(plistPath);
    }
}
