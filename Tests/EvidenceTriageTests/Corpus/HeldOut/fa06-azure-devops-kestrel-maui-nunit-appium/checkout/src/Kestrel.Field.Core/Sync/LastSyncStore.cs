using Microsoft.Maui.Storage;

namespace Kestrel.Field.Core.Sync;

/// <summary>Remembers when the background sync last completed.</summary>
public sealed class LastSyncStore : ILastSyncStore
{
    private const string Key = "sync.lastSuccessUtc";

    public DateTimeOffset? LastSuccessUtc
    {
        get
        {
            var raw = Preferences.Default.Get<string?>(Key, null);
            return raw is null ? null : DateTimeOffset.Parse(raw);
        }
        set => Preferences.Default.Set(Key, value?.ToString("O"));
    }
}
