namespace Harvestly.Core.Notifications;

public sealed record QuietHours(TimeOnly Start, TimeOnly End)
{
    public bool Contains(TimeOnly time) => time >= Start && time < End;
}
