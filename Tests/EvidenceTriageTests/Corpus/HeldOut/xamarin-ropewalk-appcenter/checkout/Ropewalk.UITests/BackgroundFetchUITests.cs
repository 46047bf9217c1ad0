using System;
using NUnit.Framework;
using Xamarin.UITest;
using Xamarin.UITest.iOS;
using Xamarin.UITest.Queries;

namespace Ropewalk.UITests
{
    [TestFixture]
    public class BackgroundFetchUITests
    {
        iOSApp app;

        [SetUp]
        public void BeforeEachTest()
        {
            app = AppInitializer.StartApp();
            app.WaitForElement(c => c.Marked("job-list"), timeout: TimeSpan.FromSeconds(30));
        }

        [Test]
        public void FetchRunsWhileAppIsBackgrounded()
        {
            var before = app.Query(c => c.Marked("last-fetch"))[0].Text;

            // Leave the app in the background long enough for iOS to run a fetch.
            app.SendAppToBackground(TimeSpan.FromMinutes(3));

            var after = app.Query(c => c.Marked("last-fetch"))[0].Text;
            Assert.AreNotEqual(before, after, "PerformFetch did not run while the app was in the background");
        }

        [Test]
        public void ResumeAfterFetchShowsNoErrorDialog()
        {
            // Backdoor: runs the same code path as UIApplicationDelegate.PerformFetch
            // on a cold background launch (FinishedLaunching -> LoadApplication -> PerformFetch).
            app.Invoke("simulateColdBackgroundFetch:", "");
            app.SendAppToBackground(TimeSpan.FromSeconds(40));

            var errorShown = app.Query(c => c.Marked("Something went wrong")).Length > 0;
            Assert.IsFalse(errorShown, "an error dialog was shown after resuming");
        }
    }
}
