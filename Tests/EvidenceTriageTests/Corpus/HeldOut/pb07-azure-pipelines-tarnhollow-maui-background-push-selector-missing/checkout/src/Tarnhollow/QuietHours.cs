namespace Tarnhollow;

public record QuietHours(TimeOnly Start, TimeOnly End)
{
    public bool Contains(TimeOnly t) => t >= Start && t < End;
}
