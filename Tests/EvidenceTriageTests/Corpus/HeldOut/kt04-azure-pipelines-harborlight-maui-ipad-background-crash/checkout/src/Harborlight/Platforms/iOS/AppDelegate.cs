using BackgroundTasks;
using Foundation;
using UIKit;

namespace Harborlight;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    public const string TideRefreshId = "com.harborlight.app.tide-refresh";
    UIImageView? _privacyCover;

    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        BGTaskScheduler.Shared.Register(TideRefreshId, null, task => TideSync.Handle((BGAppRefreshTask)task));
        TaskRecorder.Registration(TideRefreshId, "appRefresh", succeeded: true);
        return base.FinishedLaunching(application, launchOptions);
    }

    public override void DidEnterBackground(UIApplication application)
    {
        TideSync.ScheduleNext();
        // Blur the visible page for the app switcher snapshot.
        var root = application.KeyWindow!.RootViewController!.View!;
        UIGraphics.BeginImageContext(root.Bounds.Size); // iPad: detail pane reports width 0 while collapsing
        root.DrawViewHierarchy(root.Bounds, afterScreenUpdates: false);
        var image = UIGraphics.GetImageFromCurrentImageContext();
        UIGraphics.EndImageContext();
        _privacyCover = new UIImageView(image.ApplyBlur());
        root.AddSubview(_privacyCover);
        base.DidEnterBackground(application);
    }
}
