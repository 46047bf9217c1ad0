using System;
using NUnit.Framework;
using Dosewise.Refills;

namespace Dosewise.Tests
{
    [TestFixture]
    public class RefillWarningTests
    {
        [Test]
        public void SyncsPharmacyStockWithinTimeout ()
        {
            var client = new PharmacyClient (FakePharmacy.Url, TimeSpan.FromSeconds (2));
            Assert.AreEqual (30, client.StockFor ("Amoxicillin 250"));
        }
    }
}
