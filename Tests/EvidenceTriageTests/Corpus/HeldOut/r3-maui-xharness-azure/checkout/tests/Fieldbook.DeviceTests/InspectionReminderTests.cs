using Fieldbook.Inspections;
using Xunit;

namespace Fieldbook.DeviceTests;

public class InspectionReminderTests
{
    [Fact]
    public void NextReminder_FiresAtLocalWallClock()
    {
        // Inspector in Denver sets "remind me at 07:30"; the device zone is America/Denver.
        var zone = TimeZoneInfo.FindSystemTimeZoneById("America/Denver");
        var now = new DateTimeOffset(2026, 11, 30, 9, 0, 0, TimeSpan.FromHours(-7));
        var trigger = InspectionReminder.BuildTrigger(new TimeOnly(7, 30), now, zone);

        var next = trigger.NextFireDate(now);
        Assert.Equal(new DateTimeOffset(2026, 12, 1, 7, 30, 0, TimeSpan.FromHours(-7)), next);
    }
}
