using Marram.Core.Observations;
using Xunit;

namespace Marram.DeviceTests;

public class ObservationStoreTests
{
    [Fact]
    public void ImportSkipsDuplicateSightings()
    {
        var store = new ObservationStore();
        store.Import(Fixtures.Load("sightings-survey-a.json"));   // 14 sightings
        store.Import(Fixtures.Load("sightings-survey-a-reexport.json")); // same 14, 3 ids upper-cased by the other app
        Assert.Equal(14, store.Count);
    }
}
