using Shiny.Jobs;

namespace Kestrel.App.Jobs;

public class SightingUploadJob(ISightingStore store, IUploadClient client) : IJob
{
    public async Task Run(JobInfo jobInfo, CancellationToken cancelToken)
    {
        foreach (var sighting in await store.GetPendingAsync(cancelToken))
        {
            await client.UploadAsync(sighting, cancelToken);
            await store.MarkUploadedAsync(sighting.Id, cancelToken);
        }
    }
}
