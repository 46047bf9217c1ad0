using System;
using System.Reactive.Linq;
using Punchclock.Core.Services;
using Punchclock.Core.Sync;

namespace Punchclock.Core.Suggestions;

public sealed class SuggestionsViewModel : IDisposable
{
    private readonly ISuggestionProvider provider;
    private readonly IDisposable subscription;

    public SuggestionsViewModel(ISuggestionProvider provider, ISyncManager syncManager,
                                IBackgroundService backgroundService, IAnalytics analytics)
    {
        this.provider = provider;
        // Recalculate whenever a sync finishes or the app comes back from the background.
        subscription = syncManager.ProgressObservable
            .Where(progress => progress == SyncProgress.Synced)
            .Select(_ => TimeSpan.Zero)
            .Merge(backgroundService.AppResumedFromBackground)
            .Subscribe(_ =>
            {
                provider.Recalculate();
                analytics.Track("SuggestionsPresented", provider.Current.Count);
            });
    }

    public void Dispose() => subscription.Dispose();
}
