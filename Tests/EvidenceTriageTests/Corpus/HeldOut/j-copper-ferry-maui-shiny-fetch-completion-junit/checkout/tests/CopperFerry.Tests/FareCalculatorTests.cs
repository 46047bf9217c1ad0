using Xunit;
namespace CopperFerry.Tests;

public class FareCalculatorTests
{
    [Fact]
    public void Concession_HalvesPeakFare()
    {
        var fare = FareCalculator.Price(zone: 2, peak: true, concession: true);
        Assert.Equal(3.10m, fare);
    }
}
