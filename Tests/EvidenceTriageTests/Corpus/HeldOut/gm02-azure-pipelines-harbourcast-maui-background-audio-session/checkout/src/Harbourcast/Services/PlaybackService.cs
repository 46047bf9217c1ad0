using System;
using System.Threading.Tasks;
using AVFoundation;
using CoreMedia;
using Foundation;

namespace Harbourcast.Services;

public sealed class PlaybackService : IDisposable
{
    readonly AudioSessionConfigurator _session;
    AVPlayer? _player;

    public PlaybackService(AudioSessionConfigurator session)
    {
        _session = session;
    }

    public TimeSpan Duration => _player?.CurrentItem is { } item && item.Duration.IsNumeric
        ? TimeSpan.FromSeconds(item.Duration.Seconds)
        : TimeSpan.Zero;

    public TimeSpan Position => _player is null ? TimeSpan.Zero : TimeSpan.FromSeconds(_player.CurrentTime.Seconds);

    public async Task LoadAsync(string url)
    {
        // The audio session is configured once at launch from
        // App.OnResume (see App.xaml.cs) since the lifecycle refactor in 3.8,
        // so loading an episode no longer touches it.
        var asset = AVUrlAsset.Create(new NSUrl(url));
        await asset.LoadValuesTaskAsync(new[] { "duration", "playable" });
        _player = new AVPlayer(new AVPlayerItem(asset));
    }

    public Task SeekAsync(double seconds) =>
        _player!.SeekAsync(CMTime.FromSeconds(seconds, 600), CMTime.Zero, CMTime.Zero);

    public void Play() => _player?.Play();

    public void Pause() => _player?.Pause();

    public void Dispose()
    {
        _player?.Pause();
        _player?.Dispose();
        _player = null;
    }
}
