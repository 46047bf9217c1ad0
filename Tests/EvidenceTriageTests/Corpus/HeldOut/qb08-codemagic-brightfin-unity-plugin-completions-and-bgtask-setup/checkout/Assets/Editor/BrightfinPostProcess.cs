#if UNITY_IOS
using System.IO;
using UnityEditor;
using UnityEditor.Callbacks;
using UnityEditor.iOS.Xcode;

public static class BrightfinPostProcess
{
    const string RewardTaskId = "com.brightfin.game.daily-reward";

    [PostProcessBuild(100)]
    public static void OnPostprocessBuild(BuildTarget target, string path)
    {
        if (target != BuildTarget.iOS) return;
        var plistPath = Path.Combine(path, "Info.plist");
        var plist = new PlistDocument();
        plist.ReadFromFile(plistPath);
        var modes = plist.root["UIBackgroundModes"]?.AsArray() ?? plist.root.CreateArray("UIBackgroundModes");
        modes.AddString("fetch");
        modes.AddString("remote-notification");
        // TODO(release/2.9): permitted identifiers moved to BrightfinBackgroundSettings.asset
        plist.WriteToFile(plistPath);
    }
}
#endif
