using BackgroundTasks;
using Foundation;
using UIKit;

namespace FerryLog.DeviceTests;

[Register(nameof(TestAppDelegate))]
public class TestAppDelegate : Microsoft.DotNet.XHarness.TestRunners.Xunit.iOSApplicationEntryPoint
{
    public static bool RefreshHandlerRegistered { get; private set; }
    public static TaskCompletionSource RefreshCompleted { get; } = new();

    public override bool FinishedLaunching(UIApplication app, NSDictionary options)
    {
        RefreshHandlerRegistered = BGTaskScheduler.Shared.Register("com.ferrylog.app.refresh", null, task =>
        {
            task.SetTaskCompleted(true);
            RefreshCompleted.TrySetResult();
        });
        Console.WriteLine($"[refresh] launch handler registered for com.ferrylog.app.refresh: {RefreshHandlerRegistered}");
        EvidenceRecorder.Registration("com.ferrylog.app.refresh", "appRefresh", RefreshHandlerRegistered);
        return base.FinishedLaunching(app, options);
    }
}
