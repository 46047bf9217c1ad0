using Plugin.LocalNotification;
using Xunit;

namespace Dosewise.DeviceTests;

public class ReminderSchedulerTests
{
    [Fact]
    public async Task SchedulesFullFortnight()
    {
        var plan = MedicationPlan.Daily("Metformin", times: 6);          // 6 doses a day
        await new ReminderScheduler(LocalNotificationCenter.Current).ScheduleAsync(plan, DateTime.Now);
        var pending = await LocalNotificationCenter.Current.GetPendingNotificationList();
        Assert.Equal(84, pending.Count);                                  // 14 days x 6
    }
}
