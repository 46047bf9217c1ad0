using System.Collections.Generic;
using Fernway.Services;
using NUnit.Framework;

namespace Fernway.iOS.DeviceTests
{
    [TestFixture]
    public class ExposureRiskCalculatorTests
    {
        [Test]
        public void HighRisk_WhenCumulativeMinutesReachThreshold()
        {
            var windows = new List<ExposureWindow>
            {
                new ExposureWindow { AttenuationDb = 50, DurationSeconds = 600 },
                new ExposureWindow { AttenuationDb = 52, DurationSeconds = 300 },
            };
            Assert.AreEqual(RiskLevel.High, new ExposureRiskCalculator().Calculate(windows));
        }

        [Test]
        public void LowRisk_WhenNoCloseWindows()
        {
            var windows = new List<ExposureWindow> { new ExposureWindow { AttenuationDb = 70, DurationSeconds = 3600 } };
            Assert.AreEqual(RiskLevel.Low, new ExposureRiskCalculator().Calculate(windows));
        }
    }
}
