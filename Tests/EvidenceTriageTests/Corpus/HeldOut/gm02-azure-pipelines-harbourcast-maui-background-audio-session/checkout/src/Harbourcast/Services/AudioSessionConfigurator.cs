using AVFoundation;
using Foundation;
using Microsoft.Extensions.Logging;

namespace Harbourcast.Services;

public class AudioSessionConfigurator
{
    bool _configured;

    public bool IsConfigured => _configured;

    // Puts the shared AVAudioSession in the Playback category so that audio
    // keeps playing with the screen locked and after the app is backgrounded.
    public void EnsureConfigured(ILogger? log = null)
    {
        if (_configured)
            return;

        var session = AVAudioSession.SharedInstance();
        NSError? error = session.SetCategory(AVAudioSessionCategory.Playback, AVAudioSessionCategoryOptions.AllowAirPlay);
        if (error is null)
            error = session.SetActive(true);
        if (error is not null)
        {
            log?.LogWarning("AVAudioSession setup failed: {Domain} {Code}", error.Domain, error.Code);
            return;
        }
        _configured = true;
    }
}
