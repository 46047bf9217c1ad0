using Foundation;
using UIKit;
using Fernleaf.iOS.Background;

namespace Fernleaf.iOS
{
    [Register ("AppDelegate")]
    public class AppDelegate : UIApplicationDelegate
    {
        public override UIWindow Window { get; set; }

        public override bool FinishedLaunching (UIApplication application, NSDictionary launchOptions)
        {
            RefreshScheduler.Shared.Register ();
            UIApplication.SharedApplication.SetMinimumBackgroundFetchInterval (UIApplication.BackgroundFetchIntervalMinimum);
            Window = new UIWindow (UIScreen.MainScreen.Bounds) { RootViewController = new RootTabController () };
            Window.MakeKeyAndVisible ();
            return true;
        }

        // Legacy fetch path for iOS 12 devices still in the field.
        public override void PerformFetch (UIApplication application, System.Action<UIBackgroundFetchResult> completionHandler)
        {
            new ObservationSyncOperation ().RunLegacy (completionHandler);
        }
    }
}
