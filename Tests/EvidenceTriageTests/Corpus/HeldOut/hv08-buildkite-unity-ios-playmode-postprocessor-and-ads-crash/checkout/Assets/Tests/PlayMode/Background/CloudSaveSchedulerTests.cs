using Gullwing.CloudSave;
using NUnit.Framework;

namespace Gullwing.PlayModeTests.Background
{
    public class CloudSaveSchedulerTests
    {
        [Test]
        public void SubmitsCropSyncRefresh()
        {
            var code = CloudSaveScheduler.ScheduleCropSync();

            Assert.That(code, Is.EqualTo(0), $"submit returned BGTaskSchedulerErrorDomain code {code}");
        }
    }
}
