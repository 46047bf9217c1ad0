using Foundation;
using UIKit;
using Fernway.iOS.Services;

namespace Fernway.iOS
{
    [Register("AppDelegate")]
    public class AppDelegate : MauiUIApplicationDelegate
    {
        public static bool BackgroundTaskRegistered { get; private set; }

        public override bool FinishedLaunching(UIApplication app, NSDictionary options)
        {
            var service = new ExposureDetectionBackgroundService(new ConsoleLoggerService());
            BackgroundTaskRegistered = service.Register();
            return base.FinishedLaunching(app, options);
        }
    }
}
