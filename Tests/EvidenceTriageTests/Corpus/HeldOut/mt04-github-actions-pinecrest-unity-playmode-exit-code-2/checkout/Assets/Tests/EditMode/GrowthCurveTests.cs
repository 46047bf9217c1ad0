using NUnit.Framework;
using Pinecrest.Garden;

namespace Pinecrest.Tests
{
    public class GrowthCurveTests
    {
        [Test]
        public void DaysToHarvestForTomato()
        {
            var curve = GrowthCurve.For(CropKind.Tomato);
            // 1.2 growth units/day, 74.4 units to harvest -> ceil(62.0) = 62;
            // the curve truncates the float and loses a day.
            //
            //
            //
            //
            Assert.That(curve.DaysToHarvest(startUnits: 0f), Is.EqualTo(62));
        }
    }
}
