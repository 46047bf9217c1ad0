using Copperleaf.Auth;
using Copperleaf.Data;

namespace Copperleaf.Sync;

public sealed class InspectionSyncJob : IBackgroundJob
{
    readonly ITokenStore _tokens;
    readonly IInspectionApi _api;
    readonly IInspectionStore _store;

    public InspectionSyncJob(ITokenStore tokens, IInspectionApi api, IInspectionStore store)
    {
        _tokens = tokens;
        _api = api;
        _store = store;
    }

    public async Task Run(CancellationToken cancelToken)
    {
        var session = await _tokens.GetSessionAsync(cancelToken);
        if (session.AccessTokenExpiresAt < DateTimeOffset.UtcNow.AddMinutes(5))
        {
            session = await _api.RefreshAsync(session.RefreshToken!.Value, cancelToken);
            await _tokens.SaveAsync(session, cancelToken);
        }

        foreach (var draft in await _store.PendingUploadsAsync(cancelToken))
        {
            cancelToken.ThrowIfCancellationRequested();
            await _api.UploadAsync(session.AccessToken, draft, cancelToken);
            await _store.MarkUploadedAsync(draft.Id, cancelToken);
        }
    }
}
