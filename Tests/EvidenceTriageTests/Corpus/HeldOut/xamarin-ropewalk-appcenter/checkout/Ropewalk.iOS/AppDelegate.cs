using Foundation;
using UIKit;

namespace Ropewalk.iOS
{
    [Register("AppDelegate")]
    public partial class AppDelegate : global::Xamarin.Forms.Platform.iOS.FormsApplicationDelegate
    {
        public override bool FinishedLaunching(UIApplication app, NSDictionary options)
        {
            global::Xamarin.Forms.Forms.Init();
            LoadApplication(new App());   // also runs on a background launch for PerformFetch
            UIApplication.SharedApplication.SetMinimumBackgroundFetchInterval(UIApplication.BackgroundFetchIntervalMinimum);
            return base.FinishedLaunching(app, options);
        }

        public override async void PerformFetch(UIApplication application, System.Action<UIBackgroundFetchResult> completionHandler)
        {
            var result = await JobSync.RefreshAsync();
            Log.Info($"[Ropewalk] PerformFetch: completed {result}");
            completionHandler(result);
        }

        [Export("simulateColdBackgroundFetch:")]
        public void SimulateColdBackgroundFetch(NSString _)
        {
            TestBackdoor.RelaunchInBackgroundAndFetch(this);
        }
    }
}
