using System.Globalization;

namespace Larchmont.Pantry.Converters;

public class ExpiryLabelConverter : IValueConverter
{
    public object Convert(object? value, Type targetType, object? parameter, CultureInfo culture)
    {
        var days = (int)value!;
        return days switch
        {
            < 0 => "expired",
            0 => "expires today",
            _ => $"expires in {days} days",
        };
    }

    public object ConvertBack(object? value, Type targetType, object? parameter, CultureInfo culture) =>
        throw new NotSupportedException();
}
