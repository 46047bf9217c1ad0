using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;

namespace Tallowmark.Core.Uploads;

public sealed class PhotoUploadJob
{
    private readonly IPhotoApi _api;
    private readonly IPendingPhotoStore _store;
    private readonly int _maxAttempts;

    public PhotoUploadJob(IPhotoApi api, IPendingPhotoStore store, int maxAttempts = 3)
    {
        _api = api;
        _store = store;
        _maxAttempts = maxAttempts;
    }

    public async Task<int> RunAsync(CancellationToken cancellationToken)
    {
        var pending = await _store.LoadPendingAsync(cancellationToken);
        var next = 0;
        for (var attempt = 1; attempt <= _maxAttempts && next < pending.Count; attempt++)
        {
            try
            {
                while (next < pending.Count)
                {
                    cancellationToken.ThrowIfCancellationRequested();
                    var photo = pending[next];
                    // A timeout here leaves `next` on this photo, so the retry sends it again
                    // even when the server already stored it.
                    await _api.UploadAsync(photo.InspectionId, photo.Bytes, cancellationToken);
                    next++;
                }
            }
            catch (TimeoutException) when (attempt < _maxAttempts)
            {
                await Task.Delay(TimeSpan.FromMilliseconds(200 * attempt), cancellationToken);
            }
        }
        await _store.MarkUploadedAsync(pending.Take(next).Select(p => p.Id), cancellationToken);
        return next;
    }
}
