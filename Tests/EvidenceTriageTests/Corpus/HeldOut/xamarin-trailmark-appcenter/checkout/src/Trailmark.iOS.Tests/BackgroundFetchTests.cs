using System;
using System.Threading.Tasks;
using NUnit.Framework;
using UIKit;

namespace Trailmark.iOS.Tests
{
    [TestFixture]
    public class BackgroundFetchTests
    {
        static readonly TimeSpan FetchWindow = TimeSpan.FromMinutes (3);

        [Test]
        public void FetchInterval_IsConfiguredAtLaunch ()
        {
            Assert.That (AppDelegate.ConfiguredFetchInterval, Is.EqualTo (60d));
        }

        [Test]
        public async Task PerformFetch_IsInvokedAfterMinimumInterval ()
        {
            var fetched = new TaskCompletionSource<UIBackgroundFetchResult> ();
            AppDelegate.FetchCompleted += (s, result) => fetched.TrySetResult (result);

            // The app asked for a 60 s minimum interval in FinishedLaunching;
            // give the system three minutes to deliver the first fetch.
            var winner = await Task.WhenAny (fetched.Task, Task.Delay (FetchWindow));

            Assert.That (winner, Is.SameAs (fetched.Task),
                $"PerformFetch was not invoked within {FetchWindow.TotalSeconds} s");
            Assert.That (fetched.Task.Result, Is.EqualTo (UIBackgroundFetchResult.NewData));
        }
    }
}
