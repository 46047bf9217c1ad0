using System.Globalization;
using Brightwater.Field.Checklists;
using Xunit;

namespace Brightwater.DeviceTests;

public class ChecklistFormatterTests
{
    [Fact]
    public void FormatsDueDateInFieldLocale()
    {
        var formatter = new ChecklistFormatter(new CultureInfo("de-CH"));

        Assert.Equal("24.03.2026", formatter.DueDate(new DateOnly(2026, 3, 24)));
    }
}
