using BackgroundTasks;
using Foundation;

namespace Fieldbook.Platforms.iOS.Background;

public static class SyncTasks
{
    // Identifier derived from the bundle id so each configuration gets its own task.
    public static string RefreshIdentifier => $"{NSBundle.MainBundle.BundleIdentifier}.refresh";
    public const string CleanupIdentifier = "com.fieldbook.cleanup";
    public static readonly HashSet<string> Registered = new();
    public static event EventHandler? CleanupLaunched;

    public static void RegisterAll()
    {
        Register(RefreshIdentifier, "appRefresh", t => RefreshJob.Run((BGAppRefreshTask)t));
        Register(CleanupIdentifier, "processing", t => { CleanupLaunched?.Invoke(null, EventArgs.Empty); CleanupJob.Run((BGProcessingTask)t); });
    }

    static void Register(string id, string kind, Action<BGTask> handler)
    {
        var ok = BGTaskScheduler.Shared.Register(id, null, handler);
        if (ok) Registered.Add(id);
        Diagnostics.Record(id, kind, "registration", ok ? "succeeded" : "failed", ok ? null : "BGTaskScheduler.Error.notPermitted");
    }
}
