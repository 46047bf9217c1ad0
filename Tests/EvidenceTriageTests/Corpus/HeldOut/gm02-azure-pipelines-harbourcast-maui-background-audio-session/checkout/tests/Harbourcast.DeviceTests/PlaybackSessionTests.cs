using System.Threading.Tasks;
using AVFoundation;
using Harbourcast.Services;
using NUnit.Framework;

namespace Harbourcast.DeviceTests;

[TestFixture]
public class PlaybackSessionTests
{
    const string SampleEpisode = "https://media.harbourcast.example/test/30s-tone.m4a";

    [Test]
    public async Task PlayerReportsDurationAfterLoad()
    {
        using var service = new PlaybackService(new AudioSessionConfigurator());
        await service.LoadAsync(SampleEpisode);
        Assert.That(service.Duration.TotalSeconds, Is.EqualTo(30).Within(0.5));
    }

    [Test]
    public async Task AudioSessionUsesPlaybackCategoryOnceEpisodeLoads()
    {
        // Without the Playback category iOS silences (SoloAmbient) or stops
        // the stream as soon as the app leaves the foreground, even when
        // UIBackgroundModes declares audio.
        using var service = new PlaybackService(new AudioSessionConfigurator());
        await service.LoadAsync(SampleEpisode);

        Assert.That(AVAudioSession.SharedInstance().Category, Is.EqualTo(AVAudioSession.CategoryPlayback.ToString()));
    }

    [Test]
    public async Task PausePreservesPosition()
    {
        using var service = new PlaybackService(new AudioSessionConfigurator());
        await service.LoadAsync(SampleEpisode);
        await service.SeekAsync(12);
        service.Pause();
        Assert.That(service.Position.TotalSeconds, Is.EqualTo(12).Within(0.5));
    }
}
