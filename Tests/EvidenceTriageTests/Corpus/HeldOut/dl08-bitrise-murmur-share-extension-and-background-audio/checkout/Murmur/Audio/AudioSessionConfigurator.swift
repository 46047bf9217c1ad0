import AVFoundation

enum AudioSessionConfigurator {
    /// Full episode playback: long-form spoken audio that keeps playing in the background.
    static func configureForEpisodes(_ session: AVAudioSession = .sharedInstance()) throws {
        try session.setCategory(.playback, mode: .spokenAudio, policy: .longFormAudio)
        try session.setActive(true)
    }

    /// 15-second previews in Browse must not stop the user's music.
    static func configureForPreviews(_ session: AudioSessionProtocol = AVAudioSession.sharedInstance()) throws {
        try session.setCategory(.playback, mode: .default, options: [])
        try session.setActive(true)
    }
}
