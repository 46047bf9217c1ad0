using Marram.Core.Survey;
using Xunit;

namespace Marram.DeviceTests;

public class SurveyMathTests
{
    [Fact]
    public void TransectLengthIsZeroForSinglePoint() =>
        Assert.Equal(0, TransectMath.LengthMetres(new[] { new GeoPoint(52.94, 1.30) }));

    [Fact]
    public void TransectLengthUsesHaversine()
    {
        // Fixture: the 3-leg Winterton dune transect; reference length from the haversine formula.
        var pts = Fixtures.WintertonTransect();
        Assert.Equal(412.7, TransectMath.LengthMetres(pts), precision: 1);
    }
}
