using NUnit.Framework;
using Rota.Core.Roster;

namespace Rota.DeviceTests;

[TestFixture]
public class ShiftRosterTests
{
    private static DateTimeOffset At(int day, int hour) => new(2025, 10, day, hour, 0, 0, TimeSpan.Zero);

    [Test]
    public void MergesOverlappingShifts()
    {
        var shifts = new[]
        {
            new Shift("ana", At(6, 7), At(6, 15)),
            new Shift("ana", At(6, 9), At(6, 11)),   // inside the first one
            new Shift("ana", At(6, 14), At(6, 19)),  // overlaps the end of the first
            new Shift("ben", At(6, 7), At(6, 12)),
            new Shift("ben", At(6, 20), At(7, 4)),
        };

        var merged = ShiftRoster.Merge(shifts);

        Assert.That(merged.Count, Is.EqualTo(3));
        Assert.That(merged.Single(s => s.Person == "ana").End, Is.EqualTo(At(6, 19)));
    }

    [Test]
    public void SplitsNothingForSingleShift()
    {
        var merged = ShiftRoster.Merge(new[] { new Shift("cy", At(8, 8), At(8, 16)) });
        Assert.That(merged, Has.Count.EqualTo(1));
    }
}
