using System.Runtime.InteropServices;
using NUnit.Framework;

namespace PuffinHarbor.Tests
{
    public class BackgroundRefreshBridgeTests
    {
        [DllImport("__Internal")] static extern bool PuffinBG_IsTideRefreshRegistered();

        [Test]
        public void TideRefreshTaskIsRegisteredAtLaunch()
        {
            Assert.IsTrue(PuffinBG_IsTideRefreshRegistered(),
                "BGTaskScheduler rejected com.puffinharbor.game.tide-refresh at launch");
        }
    }
}
