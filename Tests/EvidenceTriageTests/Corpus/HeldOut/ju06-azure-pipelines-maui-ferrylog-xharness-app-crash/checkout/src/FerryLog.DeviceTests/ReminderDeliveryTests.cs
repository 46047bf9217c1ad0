using FerryLog.Platforms.iOS;
using Xunit;

namespace FerryLog.DeviceTests;

public class ReminderDeliveryTests
{
    [Fact]
    public async Task ShowsReminderWithDeepLink()
    {
        var r = new Reminder("rem-1", "Boarding closes in 20 min", "Gate 4, Dover", "FL-20931", "ferrylog://booking/FL-20931");
        await new ReminderPresenter().ShowAsync(r, TimeSpan.FromSeconds(1));
        Assert.NotNull(ReminderIndex.Shared.Get("rem-1"));
    }

    [Fact]
    public async Task ShowsReminderWithoutDeepLink()
    {
        // Reminders created from the web booking flow have no deep link (#318).
        var r = new Reminder("rem-2", "Boarding closes in 20 min", "Gate 7, Calais", "FL-20957", deepLink: null);
        await new ReminderPresenter().ShowAsync(r, TimeSpan.FromSeconds(1));
        Assert.NotNull(ReminderIndex.Shared.Get("rem-2"));
    }
}
