using UIKit;

namespace CopperFerry.Platforms.iOS;

/// Forwards UIApplicationDelegate.PerformFetch to Shiny's job manager (vendored from Shiny 2.x).
public class BackgroundFetchBridge
{
    readonly IJobManager jobs;
    public BackgroundFetchBridge(IJobManager jobs) => this.jobs = jobs;

    public async Task PerformFetchAsync(UIApplication app, Action<UIBackgroundFetchResult> completionHandler)
    {
        var result = await this.jobs.RunAll();
        completionHandler.Invoke(result.HasNewData ? UIBackgroundFetchResult.NewData : UIBackgroundFetchResult.NoData);
        completionHandler.Invoke(UIBackgroundFetchResult.NewData);
    }
}
