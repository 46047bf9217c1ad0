using System;
using System.Threading;
using System.Threading.Tasks;
using NUnit.Framework;
using Tallowmark.Core.Uploads;
using Tallowmark.DeviceTests.Fakes;

namespace Tallowmark.DeviceTests;

[TestFixture]
public class PhotoUploadJobTests
{
    [Test]
    public async Task UploadsAllPendingPhotos()
    {
        var api = new FakePhotoApi();
        var store = FakePendingPhotoStore.With(photos: 4);
        var job = new PhotoUploadJob(api, store);

        await job.RunAsync(CancellationToken.None);

        Assert.That(api.AcceptedCount, Is.EqualTo(4));
    }

    [Test]
    public async Task RetryAfterTimeout_DoesNotDuplicatePhotos()
    {
        // The server accepts photo #3, then the response times out on the way back.
        var api = new FakePhotoApi { TimeoutAfterAcceptingRequestNumber = 3 };
        var store = FakePendingPhotoStore.With(photos: 4);
        var job = new PhotoUploadJob(api, store);

        await job.RunAsync(CancellationToken.None);

        Assert.That(api.AcceptedCount, Is.EqualTo(4));
    }
}
