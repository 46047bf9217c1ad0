// Assets/Editor/HarborPostProcess.cs
using UnityEditor;
using UnityEditor.Callbacks;
using UnityEditor.iOS.Xcode;

public static class HarborPostProcess
{
    [PostProcessBuild(100)]
    public static void OnPostProcess(BuildTarget target, string path)
    {
        if (target != BuildTarget.iOS) return;
        var plistPath = path + "/Info.plist";
        var plist = new PlistDocument(); plist.ReadFromFile(plistPath);
#if HQ_REMOTE_PUSH
        plist.root.SetString("HQApsEnvironment", "development");
        var proj = new ProjectCapabilityManager(PBXProject.GetPBXProjectPath(path), "Unity-iPhone.entitlements", "Unity-iPhone");
        proj.AddPushNotifications(true);
        proj.WriteToFile();
#endif
        plist.WriteToFile(plistPath);
    }
}
