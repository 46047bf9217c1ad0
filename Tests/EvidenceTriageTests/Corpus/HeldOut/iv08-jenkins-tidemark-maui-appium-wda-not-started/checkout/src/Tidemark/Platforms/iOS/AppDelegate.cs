using BackgroundTasks;
using Foundation;
using Tidemark.Core.Sync;
using UIKit;

namespace Tidemark;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication app, NSDictionary options)
    {
        BGTaskScheduler.Shared.Register("com.tidemark.app.slotsync", null, task =>
        {
            var cts = new CancellationTokenSource();
            task.ExpirationHandler = cts.Cancel;
            _ = SlotSyncRunner.RunAsync(cts.Token).ContinueWith(t => task.SetTaskCompleted(t.IsCompletedSuccessfully));
        });
        return base.FinishedLaunching(app, options);
    }
}
