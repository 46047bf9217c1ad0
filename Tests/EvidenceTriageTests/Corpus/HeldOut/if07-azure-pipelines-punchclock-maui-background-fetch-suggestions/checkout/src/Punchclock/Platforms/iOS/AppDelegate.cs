using System;
using Foundation;
using Punchclock.Core.Services;
using Punchclock.Core.Sync;
using UIKit;

namespace Punchclock;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        application.SetMinimumBackgroundFetchInterval(UIApplication.BackgroundFetchIntervalMinimum);
        return base.FinishedLaunching(application, launchOptions);
    }

    public override async void PerformFetch(UIApplication application, Action<UIBackgroundFetchResult> completionHandler)
    {
        var background = IPlatformApplication.Current!.Services.GetRequiredService<IBackgroundService>();
        var interactor = IPlatformApplication.Current!.Services.GetRequiredService<BackgroundSyncInteractor>();
        var outcome = await interactor.Execute();
        completionHandler(outcome == BackgroundFetchOutcome.NewData ? UIBackgroundFetchResult.NewData : UIBackgroundFetchResult.Failed);
    }
}
