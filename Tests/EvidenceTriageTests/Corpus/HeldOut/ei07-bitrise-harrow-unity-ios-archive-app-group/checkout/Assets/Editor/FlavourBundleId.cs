using UnityEditor;
using UnityEditor.Build;
using UnityEditor.Build.Reporting;

// Switches the bundle id per CI flavour before the player is built.
// callbackOrder 0 so it runs before third-party processors.
public class FlavourBundleId : IPreprocessBuildWithReport, IPostprocessBuildWithReport
{
    public int callbackOrder => 0;

    public void OnPreprocessBuild(BuildReport report)
    {
        if (report.summary.platform != BuildTarget.iOS) return;
        var flavour = System.Environment.GetEnvironmentVariable("HARROW_FLAVOUR") ?? "prod";
        if (flavour == "dev")
            PlayerSettings.SetApplicationIdentifier(BuildTargetGroup.iOS, "com.harrow.game.dev");
    }

    public void OnPostprocessBuild(BuildReport report)
    {
        // Background fetch for the daily-challenge refresh.
        var path = report.summary.outputPath;
        var plistPath = path + "/Info.plist";
        var plist = new UnityEditor.iOS.Xcode.PlistDocument();
        plist.ReadFromFile(plistPath);
        var modes = plist.root.CreateArray("UIBackgroundModes");
        modes.AddString("fetch");
        modes.AddString("remote-notification");
        plist.WriteToFile(plistPath);
    }
}
