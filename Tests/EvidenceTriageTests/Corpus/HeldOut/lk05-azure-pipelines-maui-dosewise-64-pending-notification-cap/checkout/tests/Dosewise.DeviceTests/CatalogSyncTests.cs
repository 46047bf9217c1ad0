using Xunit;

namespace Dosewise.DeviceTests;

public class CatalogSyncTests
{
    [Fact]
    public async Task DownloadsDrugCatalog()
    {
        var catalog = await new CatalogClient(new HttpClient()).DownloadAsync("https://catalog.dosewise.example/v3/catalog.json");
        Assert.NotEmpty(catalog.Entries);
    }
}
