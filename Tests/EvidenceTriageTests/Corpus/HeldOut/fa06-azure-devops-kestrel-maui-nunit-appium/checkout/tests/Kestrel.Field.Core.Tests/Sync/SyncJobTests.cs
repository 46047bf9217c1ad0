using Kestrel.Field.Core.Sync;
using Kestrel.Field.Core.Tests.Fakes;
using Microsoft.Extensions.Time.Testing;
using NUnit.Framework;

namespace Kestrel.Field.Core.Tests.Sync;

[TestFixture]
public class SyncJobTests
{
    private FakeInspectionApi _api = null!;
    private InMemoryInspectionStore _store = null!;
    private FakeTimeProvider _clock = null!;

    [SetUp]
    public void SetUp()
    {
        _api = new FakeInspectionApi();
        _store = new InMemoryInspectionStore();
        _clock = new FakeTimeProvider(new DateTimeOffset(2025, 6, 3, 5, 0, 0, TimeSpan.Zero));
    }

    [Test]
    public async Task RunAsync_UploadsFinishedInspectionsOnce()
    {
        _store.Add(Inspection.Finished("INS-1001"));
        var job = new SyncJob(_api, _store, _clock, new InMemoryLastSyncStore());

        await job.RunAsync(CancellationToken.None);
        await job.RunAsync(CancellationToken.None);

        Assert.That(_api.Uploaded, Is.EqualTo(new[] { "INS-1001" }));
    }

    [Test]
    public void RunAsync_KeepsInspectionQueuedWhenUploadFails()
    {
        _store.Add(Inspection.Finished("INS-1002"));
        _api.FailUploadsWith(new HttpRequestException("503"));
        var job = new SyncJob(_api, _store, _clock, new InMemoryLastSyncStore());

        Assert.ThrowsAsync<HttpRequestException>(() => job.RunAsync(CancellationToken.None));
        Assert.That(_store.Get("INS-1002").Uploaded, Is.False);
    }

    [Test]
    public async Task RunAsync_RecordsLastSuccessUtc()
    {
        _store.Add(Inspection.Finished("INS-1003"));
        var job = new SyncJob(_api, _store, _clock);

        await job.RunAsync(CancellationToken.None);

        Assert.That(_api.LastAssignmentsQuery, Is.Null);
        _clock.Advance(TimeSpan.FromMinutes(20));
        await job.RunAsync(CancellationToken.None);
        Assert.That(_api.LastAssignmentsQuery, Is.EqualTo(new DateTimeOffset(2025, 6, 3, 5, 0, 0, TimeSpan.Zero)));
    }
}
