using System;
using NUnit.Framework;
using Xamarin.UITest;
using Xamarin.UITest.iOS;

namespace Ropewalk.UITests
{
    [TestFixture]
    public class JobListUITests
    {
        iOSApp app;

        [SetUp]
        public void BeforeEachTest()
        {
            app = AppInitializer.StartApp();
        }

        [Test]
        public void JobListLoadsAfterLogin()
        {
            app.EnterText(c => c.Marked("email"), "crew@ropewalk.example");
            app.Tap(c => c.Marked("sign-in"));
            app.WaitForElement(c => c.Marked("job-list"), timeout: TimeSpan.FromSeconds(30));
        }

        [Test]
        public void JobDetailShowsRigging()
        {
            app.Tap(c => c.Marked("job-0"));
            app.WaitForElement(c => c.Marked("rigging-table"));
        }
    }
}
