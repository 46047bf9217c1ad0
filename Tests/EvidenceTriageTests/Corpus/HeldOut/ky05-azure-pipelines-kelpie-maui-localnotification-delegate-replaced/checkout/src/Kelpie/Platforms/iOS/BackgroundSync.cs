using BackgroundTasks;
using Foundation;

namespace Kelpie;

public static class BackgroundSync
{
    public const string SyncId = "com.kelpie.app.sync";

    public static bool Registered { get; private set; }

    public static void Register()
    {
        Registered = BGTaskScheduler.Shared.Register(SyncId, null, task => TideSyncJob.Handle((BGAppRefreshTask)task));
        Console.WriteLine($"[Kelpie] register {SyncId} = {Registered}");
        DiagnosticsRecorder.Registration(SyncId, Registered);
    }
}
