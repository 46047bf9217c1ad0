#if UNITY_IOS
using System.IO;
using UnityEditor;
using UnityEditor.Callbacks;
using UnityEditor.iOS.Xcode;

// CI builds the Xcode project from scratch (BuildOptions none => "Replace"),
// so every Xcode-side change has to be made here.
public static class NativeTestsPostProcess
{
    [PostProcessBuild(900)]
    public static void OnPostprocessBuild(BuildTarget target, string path)
    {
        if (target != BuildTarget.iOS) return;

        var projPath = PBXProject.GetPBXProjectPath(path);
        var proj = new PBXProject();
        proj.ReadFromFile(projPath);
        var testTarget = proj.TargetGuidByName(PBXProject.GetUnityTestTargetName());
        var repoTests = Path.GetFullPath("Assets/NativeTests/iOS");

        // Reference (not copy) our native tests so file:line points into the repo.
        proj.RemoveFileFromBuild(testTarget, proj.FindFileGuidByProjectPath("Unity-iPhone Tests/Unity_iPhone_Tests.m"));
        foreach (var file in new[] { "NotificationBridgeTests.m", "SilentPushTests.m" })
        {
            var guid = proj.AddFile(Path.Combine(repoTests, file), "Unity-iPhone Tests/" + file, PBXSourceTree.Absolute);
            proj.AddFileToBuild(testTarget, guid);
        }

        // Push capability for the orchard-sync silent pushes (ORCH-640).
        var capabilities = new ProjectCapabilityManager(projPath, "Unity-iPhone/orchard.entitlements",
            null, proj.GetUnityMainTargetGuid());
        capabilities.AddPushNotifications(development: true);
        capabilities.WriteToFile();

        // NOTE: Background Modes > Remote notifications used to be ticked by hand
        // in the checked-in Xcode project (removed in ORCH-702, "build iOS from clean").

        proj.WriteToFile(projPath);
    }
}
#endif
