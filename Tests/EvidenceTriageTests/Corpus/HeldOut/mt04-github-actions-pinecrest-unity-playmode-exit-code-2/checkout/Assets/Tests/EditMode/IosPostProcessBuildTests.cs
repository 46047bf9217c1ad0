using System.IO;
using NUnit.Framework;
using Pinecrest.Editor.Build;
using UnityEditor.iOS.Xcode;

namespace Pinecrest.Tests
{
    public class IosPostProcessBuildTests
    {
        const string TempXcode = "Temp/PostProcessTest";

        [Test]
        public void AddsBackgroundModes()
        {
            var plist = RunPostProcess();
            var modes = plist.root["UIBackgroundModes"].AsArray();
            Assert.That(modes.values.ConvertAll(v => v.AsString()), Does.Contain("fetch"));
        }

        [Test]
        public void PermitsRefreshTaskIdentifier()
        {
            var plist = RunPostProcess();
            var ids = plist.root["BGTaskSchedulerPermittedIdentifiers"].AsArray()
                .values.ConvertAll(v => v.AsString());
            // GardenRefreshBridge.mm registers com.pinecrest.garden.refresh at
            // launch; the post-process step only writes the cleanup id.
            //
            //
            Assert.That(ids, Does.Contain("com.pinecrest.garden.refresh"));
        }

        static PlistDocument RunPostProcess()
        {
            IosPostProcessBuild.OnPostprocessBuild(UnityEditor.BuildTarget.iOS, TempXcode);
            var doc = new PlistDocument();
            doc.ReadFromFile(Path.Combine(TempXcode, "Info.plist"));
            return doc;
        }
    }
}
