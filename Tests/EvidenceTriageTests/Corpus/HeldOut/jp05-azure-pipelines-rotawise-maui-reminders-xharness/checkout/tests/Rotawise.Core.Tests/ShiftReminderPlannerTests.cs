using Rotawise.Core.Reminders;
using Xunit;

namespace Rotawise.Core.Tests;

public class ShiftReminderPlannerTests
{
    private sealed class FakeRota : IRotaStore
    {
        public async Task<DateTime> GetShiftStartAsync(string shiftId)
        {
            await Task.Delay(20); // the real store decrypts from disk
            return new DateTime(2026, 12, 8, 7, 30, 0);
        }
    }

    [Fact]
    public void UsesTheShiftIdAsReturningData()
    {
        var request = new ShiftReminderPlanner(new FakeRota()).Plan("night-0412");
        Assert.Equal("night-0412", request.ReturningData);
    }

    [Fact]
    public void SchedulesReminderAtParsedShiftStart()
    {
        var request = new ShiftReminderPlanner(new FakeRota()).Plan("early-0413");
        Assert.Equal(new DateTime(2026, 12, 8, 6, 45, 0), request.Schedule.NotifyTime);
    }
}
