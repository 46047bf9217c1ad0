using System;
using System.IO;
using System.Linq;
using Claunia.PropertyList;
using NUnit.Framework;

namespace Harbourcast.Tests;

// Reads the Info.plist of the app that was just built for the simulator
// (HARBOURCAST_BUILT_APP points at the .app the pipeline produced), so it
// checks what iOS will actually see, not the source plist.
[TestFixture]
public class BuiltAppManifestTests
{
    NSDictionary _plist = null!;

    [OneTimeSetUp]
    public void LoadBuiltPlist()
    {
        var app = Environment.GetEnvironmentVariable("HARBOURCAST_BUILT_APP")
            ?? throw new InvalidOperationException("HARBOURCAST_BUILT_APP is not set");
        _plist = (NSDictionary)PropertyListParser.Parse(Path.Combine(app, "Info.plist"));
    }

    string[] BackgroundModes() =>
        ((NSArray)_plist["UIBackgroundModes"]).Select(o => o.ToString()!).ToArray();

    [Test]
    public void InfoPlist_PermitsFeedRefreshTask()
    {
        var ids = ((NSArray)_plist["BGTaskSchedulerPermittedIdentifiers"]).Select(o => o.ToString()).ToArray();
        Assert.That(ids, Does.Contain("com.harbourcast.app.feed-refresh"));
        Assert.That(BackgroundModes(), Does.Contain("fetch"));
    }

    [Test]
    public void InfoPlist_DeclaresAudioBackgroundMode()
    {
        // Playback must continue when the user locks the phone or leaves the app.
        Assert.That(BackgroundModes(), Does.Contain("audio"));
    }

    [Test]
    public void InfoPlist_AllowsMediaOverHttp()
    {
        var ats = (NSDictionary)_plist["NSAppTransportSecurity"];
        Assert.That(((NSNumber)ats["NSAllowsArbitraryLoadsForMedia"]).ToBool(), Is.True);
    }
}
