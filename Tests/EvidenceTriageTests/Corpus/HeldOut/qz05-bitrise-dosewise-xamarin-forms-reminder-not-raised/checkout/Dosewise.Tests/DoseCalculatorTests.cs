using NUnit.Framework;
using Dosewise.Dosing;

namespace Dosewise.Tests
{
    [TestFixture]
    public class DoseCalculatorTests
    {
        [Test]
        public void RoundsToHalfTablet ()
        {
            // 18 kg child, 15 mg/kg, 250 mg tablets -> 270 mg -> 1.08 tablets -> 1.0
            Assert.AreEqual (1.0, DoseCalculator.Tablets (weightKg: 18, mgPerKg: 15, tabletMg: 250));
        }

        [Test]
        public void RoundsUpToHalfTablet ()
        {
            // 22 kg, 15 mg/kg, 250 mg -> 330 mg -> 1.32 tablets -> 1.5
            Assert.AreEqual (1.5, DoseCalculator.Tablets (weightKg: 22, mgPerKg: 15, tabletMg: 250));
        }
    }
}
