using Microsoft.Extensions.Logging;
using Shiny;
using Shiny.Jobs;
using UIKit;

namespace Harvestly.Platforms.iOS;

/// <summary>
/// Called from App.OnStart. Kept off the UI thread so the first frame is not
/// delayed by the job store.
/// </summary>
public static class BackgroundSyncSetup
{
    public static Task<AccessState> ConfigureAsync(IJobManager jobs, ILogger logger) => Task.Run(async () =>
    {
        var access = await jobs.RequestAccess();
        logger.LogInformation("Job access: {Access}", access);

        // Carried over from the Shiny 2.7 setup, where jobs rode on background fetch.
        UIApplication.SharedApplication.SetMinimumBackgroundFetchInterval(UIApplication.BackgroundFetchIntervalMinimum);

        return access;
    });
}
