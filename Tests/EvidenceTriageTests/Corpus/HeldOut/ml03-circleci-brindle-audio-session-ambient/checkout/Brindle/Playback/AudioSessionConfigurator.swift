import AVFoundation

enum AudioSessionConfigurator {
    /// Called before the first stream starts.
    static func configure(_ session: AVAudioSession = .sharedInstance()) throws {
        // Mix with other apps so podcasts don't stop the user's music.
        try session.setCategory(.ambient, mode: .spokenAudio, options: [.mixWithOthers])
        try session.setActive(true)
    }
}
