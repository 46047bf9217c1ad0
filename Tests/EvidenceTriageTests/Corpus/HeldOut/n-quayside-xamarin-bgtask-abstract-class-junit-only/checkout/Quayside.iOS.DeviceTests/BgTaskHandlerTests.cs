using System.Threading.Tasks;
using BackgroundTasks;
using NUnit.Framework;
using Quayside.iOS.Background;

namespace Quayside.iOS.DeviceTests
{
    [TestFixture]
    public class BgTaskHandlerTests
    {
        [Test]
        public async Task LaunchHandlerReceivesRefreshTask()
        {
            var probe = new BgTaskProbe();
            BgTaskRegistrar.Probe = probe;
            await DeviceLab.SimulateLaunchAsync("no.quayside.tides.refresh");
            Assert.That(probe.LastTaskType, Is.EqualTo(nameof(BGAppRefreshTask)));
        }

        [Test]
        public async Task ProcessingTaskReportsCompletion()
        {
            var probe = new BgTaskProbe();
            BgTaskRegistrar.Probe = probe;
            await DeviceLab.SimulateLaunchAsync("no.quayside.tides.cleanup");
            Assert.That(probe.CompletedWithSuccess, Is.True);
        }
    }
}
