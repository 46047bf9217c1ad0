using Microsoft.Extensions.Logging;
using Shiny.Jobs;
using Tern.Mobile.Manifests;

namespace Tern.Mobile.Jobs;

// Registered by type in MauiProgram (AddJob(typeof(ManifestSyncJob))); Shiny
// creates it through ActivatorUtilities when the BGTask (com.shiny.jobnet) runs.
public class ManifestSyncJob(IManifestStore store, IManifestApi api, ILogger<ManifestSyncJob> logger) : IJob
{
    public async Task Run(JobInfo jobInfo, CancellationToken cancelToken)
    {
        var since = await store.GetCursorAsync(cancelToken);
        var batch = await api.GetChangesAsync(since, cancelToken);
        await store.ApplyAsync(batch, cancelToken);
        logger.LogInformation("Manifest sync applied {Count} changes", batch.Items.Count);
    }
}
