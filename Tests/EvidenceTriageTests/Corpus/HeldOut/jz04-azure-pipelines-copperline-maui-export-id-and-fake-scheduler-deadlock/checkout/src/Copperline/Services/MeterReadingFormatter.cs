using System.Globalization;

namespace Copperline;

public static class MeterReadingFormatter
{
    public static string Cost(decimal pounds) =>
        pounds.ToString("£0.##", CultureInfo.GetCultureInfo("en-GB"));

    public static string Usage(decimal kwh) =>
        $"{kwh.ToString("0.0", CultureInfo.GetCultureInfo("en-GB"))} kWh";
}
