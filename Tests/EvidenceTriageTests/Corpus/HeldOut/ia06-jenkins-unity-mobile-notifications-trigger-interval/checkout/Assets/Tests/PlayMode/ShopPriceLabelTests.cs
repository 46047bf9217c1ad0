using System.Globalization;
using LanternBay.Shop;
using NUnit.Framework;

namespace LanternBay.Tests
{
    public class ShopPriceLabelTests
    {
        [Test]
        public void GemBundleShowsLocalizedPrice()
        {
            Assert.AreEqual("4,99 €", ShopPriceLabel.Format(4.99m, "EUR", new CultureInfo("de-DE")));
        }
    }
}
