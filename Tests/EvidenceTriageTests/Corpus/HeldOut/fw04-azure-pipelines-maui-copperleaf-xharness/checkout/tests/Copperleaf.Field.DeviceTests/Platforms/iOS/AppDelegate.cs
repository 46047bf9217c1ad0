using BackgroundTasks;
using Copperleaf.Field.Core.Background;
using Foundation;
using Microsoft.DotNet.XHarness.TestRunners.Xunit;
using UIKit;

namespace Copperleaf.Field.DeviceTests;

// Test host: registers the same BGProcessingTask identifier as the app so the
// adapter tests run against a registered handler, then starts the xUnit runner.
[Register("AppDelegate")]
public class AppDelegate : UIApplicationDelegate
{
    const string SyncTaskId = "com.copperleaf.field.inspection-sync";

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        var registered = BGTaskScheduler.Shared.Register(SyncTaskId, null, task =>
            TestBackgroundHost.Handle((BGProcessingTask)task));
        Console.WriteLine($"[Copperleaf] BGTaskScheduler register {SyncTaskId}: {registered}");
        TestRunnerHost.StartAsync(typeof(AppDelegate).Assembly);
        return true;
    }
}
