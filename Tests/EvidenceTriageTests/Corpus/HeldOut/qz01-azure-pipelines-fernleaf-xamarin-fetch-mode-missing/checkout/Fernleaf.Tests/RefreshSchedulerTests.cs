using System;
using BackgroundTasks;
using Foundation;
using NUnit.Framework;
using Fernleaf.iOS.Background;

namespace Fernleaf.Tests
{
    [TestFixture]
    public class RefreshSchedulerTests
    {
        const string RefreshId = "com.fernleafapps.fernleaf.refresh";

        [Test]
        public void RegistersRefreshIdentifierAtLaunch ()
        {
            Assert.IsTrue (RefreshScheduler.Shared.IsRegistered (RefreshId));
        }

        [Test]
        public void SubmitRefreshRequest ()
        {
            var scheduler = RefreshScheduler.Shared;
            NSError error = scheduler.Submit (TimeSpan.FromMinutes (20));
            Assert.IsNull (error, "submit should be accepted by BGTaskScheduler");
            Assert.AreEqual (RefreshId, scheduler.LastRequest?.Identifier);
        }
    }
}
