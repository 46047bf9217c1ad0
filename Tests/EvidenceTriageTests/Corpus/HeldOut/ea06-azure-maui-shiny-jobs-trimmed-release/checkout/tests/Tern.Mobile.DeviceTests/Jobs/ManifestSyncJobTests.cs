using Microsoft.Extensions.DependencyInjection;
using Shiny.Jobs;
using Tern.Mobile.Jobs;
using Tern.Mobile.Manifests;
using Xunit;

namespace Tern.Mobile.DeviceTests.Jobs;

public class ManifestSyncJobTests : IClassFixture<DeviceHostFixture>
{
    private readonly DeviceHostFixture host;
    public ManifestSyncJobTests(DeviceHostFixture host) => this.host = host;

    [Fact]
    public async Task RunsRegisteredSyncJob()
    {
        var api = host.Services.GetRequiredService<FakeManifestApi>();
        api.Enqueue(ManifestBatch.Sample(count: 3));
        var jobs = host.Services.GetRequiredService<IJobManager>();

        // Runs the job in-process, the same way Shiny does when the BGTask
        // fires, minus the OS. Resolution goes through ActivatorUtilities.
        var result = await jobs.Run(nameof(ManifestSyncJob));

        var store = host.Services.GetRequiredService<IManifestStore>();
        Assert.True(result.Success, result.Exception?.ToString());
        Assert.Equal(3, (await store.GetAllAsync()).Count);
    }

    [Fact]
    public void JobIsRegisteredWithNetworkRequirement()
    {
        var jobs = host.Services.GetRequiredService<IJobManager>();
        var info = jobs.GetJob(nameof(ManifestSyncJob));
        Assert.NotNull(info);
        Assert.Equal(InternetAccess.Any, info!.RequiredInternetAccess);
    }
}
