using BackgroundTasks;
using Foundation;
using Kestrel.Field.Core.Sync;
using UIKit;

namespace Kestrel.Field;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    public const string SyncTaskId = "com.kestrelfield.app.sync";

    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        var registered = BGTaskScheduler.Shared.Register(SyncTaskId, null, task => HandleSync((BGAppRefreshTask)task));
        Console.WriteLine($"[BGTask] register {SyncTaskId} -> {registered}");
        return base.FinishedLaunching(application, launchOptions);
    }

    public override void DidEnterBackground(UIApplication application)
    {
        var request = new BGAppRefreshTaskRequest(SyncTaskId) { EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(20 * 60) };
        if (!BGTaskScheduler.Shared.Submit(request, out var error))
        {
            Console.WriteLine($"[BGTask] submit failed: {error}");
        }
    }

    private void HandleSync(BGAppRefreshTask task)
    {
        var cts = new CancellationTokenSource();
        task.ExpirationHandler = cts.Cancel;
        var job = IPlatformApplication.Current!.Services.GetRequiredService<SyncJob>();
        _ = job.RunAsync(cts.Token).ContinueWith(t => task.SetTaskCompleted(t.IsCompletedSuccessfully));
    }
}
