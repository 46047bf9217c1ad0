using Coravel.Invocable;

namespace HarbourLine.Services;

public sealed class TideAlertInvocable(ITideAlertFeed feed) : IInvocable
{
    public static int Invocations;

    public async Task Invoke()
    {
        Interlocked.Increment(ref Invocations);
        await feed.RefreshAsync();
    }
}
