using Fernway.iOS.Services;
using NUnit.Framework;

namespace Fernway.iOS.DeviceTests
{
    [TestFixture]
    public class BackgroundTaskRegistrationTests
    {
        private ExposureDetectionBackgroundService _service;

        [SetUp]
        public void SetUp() => _service = new ExposureDetectionBackgroundService(new ConsoleLoggerService());

        [Test]
        public void Register_ExposureDetectionTask_IsAccepted()
        {
            // Registration itself happens in AppDelegate.FinishedLaunching; here we
            // re-read what the scheduler accepted for this identifier.
            Assert.IsTrue(AppDelegate.BackgroundTaskRegistered,
                $"{ExposureDetectionBackgroundService.BGTASK_IDENTIFIER} was not accepted by BGTaskScheduler");
        }

        [Test]
        public void Schedule_SubmitsProcessingRequest()
        {
            Assert.DoesNotThrow(() => _service.Schedule());
        }

        [Test]
        public void Identifier_IsListedInPermittedIdentifiers()
        {
            var permitted = NSBundle.MainBundle.ObjectForInfoDictionary("BGTaskSchedulerPermittedIdentifiers");
            Assert.IsNotNull(permitted);
        }
    }
}
