using System.IO;
using UnityEditor;
using UnityEditor.Callbacks;
using UnityEditor.iOS.Xcode;

public static class IosPostBuild
{
    [PostProcessBuild]
    public static void OnPostprocessBuild(BuildTarget target, string path)
    {
        if (target != BuildTarget.iOS) return;
        var plistPath = Path.Combine(path, "Info.plist");
        var plist = new PlistDocument();
        plist.ReadFromFile(plistPath);
        plist.root.SetBoolean("ITSAppUsesNonExemptEncryption", false);
        // PR !731 "Clean up post-build script": NSPhotoLibraryAddUsageDescription line removed
        // ("Unity sets it"); Unity's Player Settings have no field for it.
        plist.WriteToFile(plistPath);
    }
}
