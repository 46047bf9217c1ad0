using System.Globalization;

namespace LanternBay.Shop
{
    public static class ShopPriceLabel
    {
        /// Store price as shown on the gem bundle card.
        public static string Format(decimal price, string isoCurrency, CultureInfo culture)
        {
            return $"{isoCurrency} {price.ToString("0.00", CultureInfo.InvariantCulture)}";
        }
    }
}
