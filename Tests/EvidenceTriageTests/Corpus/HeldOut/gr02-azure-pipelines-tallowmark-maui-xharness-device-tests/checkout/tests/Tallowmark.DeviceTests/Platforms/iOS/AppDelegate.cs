using Foundation;
using Microsoft.Extensions.Logging;
using Microsoft.Maui.Hosting;
using Tallowmark.Platforms.iOS;
using UIKit;

namespace Tallowmark.DeviceTests;

// Test host: the NUnit device runner app that XHarness installs and launches.
[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        var log = IPlatformApplication.Current!.Services.GetRequiredService<ILoggerFactory>().CreateLogger(typeof(BackgroundTasks));
        // Same registration the production app performs, so scheduler tests exercise real identifiers.
        BackgroundTasks.RegisterAll(() => new NoopRefreshJob(), () => new NoopSyncJob(), log);
        return base.FinishedLaunching(application, launchOptions);
    }
}
