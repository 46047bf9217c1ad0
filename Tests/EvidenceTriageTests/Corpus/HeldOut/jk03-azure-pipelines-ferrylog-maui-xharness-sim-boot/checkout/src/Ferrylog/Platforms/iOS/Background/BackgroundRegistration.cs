using BackgroundTasks;
using Foundation;

namespace Ferrylog.Platforms.iOS.Background;

/// <summary>
/// Shared by the app's AppDelegate and the device-test head's AppDelegate.
/// Must run inside FinishedLaunching.
/// </summary>
public static class BackgroundRegistration
{
    // PR #318: align task ids with the bundle id prefix (was "com.ferrylog.manifest.refresh").
    public const string ManifestRefreshTaskId = "com.ferrylog.app.manifest-refresh";

    public static bool ManifestRefreshRegistered { get; private set; }

    public static void RegisterAll()
    {
        ManifestRefreshRegistered = BGTaskScheduler.Shared.Register(
            ManifestRefreshTaskId, null, task => ManifestRefreshHandler.Handle((BGAppRefreshTask)task));

        Diagnostics.Record(
            ManifestRefreshTaskId, "appRefresh", "registration",
            ManifestRefreshRegistered ? "succeeded" : "failed",
            ManifestRefreshRegistered ? null : "BGTaskScheduler.Error.notPermitted");
    }
}
