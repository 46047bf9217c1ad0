using System;
using Foundation;
using UIKit;
using Trailmark.iOS.Services;

namespace Trailmark.iOS
{
    [Register ("AppDelegate")]
    public class AppDelegate : UIApplicationDelegate
    {
        public const double FetchIntervalSeconds = 60;
        public static double ConfiguredFetchInterval { get; private set; }
        public static event EventHandler<UIBackgroundFetchResult> FetchCompleted;

        public override UIWindow Window { get; set; }

        public override bool FinishedLaunching (UIApplication application, NSDictionary launchOptions)
        {
            application.SetMinimumBackgroundFetchInterval (FetchIntervalSeconds);
            ConfiguredFetchInterval = FetchIntervalSeconds;
            Console.WriteLine ($"[AppDelegate] minimum background fetch interval set to {FetchIntervalSeconds}s");
            TileDownloadSession.Shared.Resume ();
            return true;
        }

        public override async void PerformFetch (UIApplication application, Action<UIBackgroundFetchResult> completionHandler)
        {
            Console.WriteLine ("[AppDelegate] PerformFetch");
            var result = await TrailSync.Shared.PullChangesAsync ();
            FetchCompleted?.Invoke (this, result);
            completionHandler (result);
        }

        public override void HandleEventsForBackgroundUrl (UIApplication application, string sessionIdentifier, Action completionHandler)
        {
            TileDownloadSession.Shared.BackgroundCompletionHandler = completionHandler;
        }
    }
}
