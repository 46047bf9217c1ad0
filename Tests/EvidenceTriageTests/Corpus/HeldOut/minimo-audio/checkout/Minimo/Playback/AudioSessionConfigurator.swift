import AVFoundation

/// Configures the shared audio session before playback starts.
struct AudioSessionConfigurator {
    var session: AudioSessionProtocol = AVAudioSession.sharedInstance()

    func configureForPlayback() throws {
        // Mix with other apps so chapter previews don't stop the user's music.
        try session.setCategory(.ambient, mode: .spokenAudio, options: [])
        try session.setActive(true, options: [])
    }
}
