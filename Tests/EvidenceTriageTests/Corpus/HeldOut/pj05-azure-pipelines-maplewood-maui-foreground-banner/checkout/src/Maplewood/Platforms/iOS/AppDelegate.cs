using BackgroundTasks;
using Foundation;
using Plugin.LocalNotification;
using UIKit;

namespace Maplewood;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    public const string SyncTaskId = "com.maplewood.health.sync";

    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication app, NSDictionary options)
    {
        NotificationCenter.Current.Setup();
        var ok = BGTaskScheduler.Shared.Register(SyncTaskId, null, task => SyncJob.Handle((BGAppRefreshTask)task));
        DiagnosticRecorder.Registration(SyncTaskId, "appRefresh", ok);
        return base.FinishedLaunching(app, options);
    }
}
