#if UNITY_IOS
using System.IO;
using UnityEditor;
using UnityEditor.Build;
using UnityEditor.Build.Reporting;
using UnityEditor.iOS.Xcode;
using UnityEngine;

namespace Gullwing.Editor.iOS
{
    /// Adds what the crop-sync BGAppRefreshTask needs to the generated Xcode project's Info.plist.
    public class CloudSaveIosPostprocessor : IPostprocessBuildWithReport
    {
        public int callbackOrder => 100;

        public void OnPostprocessBuild(BuildReport report)
        {
            if (report.summary.platform != BuildTarget.iOS) return;
            var plistPath = Path.Combine(report.summary.outputPath, "Info.plist");
            var plist = new PlistDocument();
            plist.ReadFromFile(plistPath);

            var modes = plist.root["UIBackgroundModes"]?.AsArray() ?? plist.root.CreateArray("UIBackgroundModes");
            modes.AddString("fetch");

            var ids = plist.root.CreateArray("BGTaskSchedulerPermittedIdentifiers");
            ids.AddString("com.gullwing.farms.cropsync");

            plist.WriteToFile(plistPath);
            Debug.Log("[CloudSave] IosPostprocessor(order 100): UIBackgroundModes += fetch; permitted com.gullwing.farms.cropsync");
        }
    }
}
#endif
