import AVFoundation

enum AudioSessionConfigurator {
    /// Called from PlayerController.prepare() before the first play().
    static func configureForPlayback(_ session: AVAudioSession = .sharedInstance()) throws {
        // let podcasts and music from other apps keep going under short previews
        try session.setCategory(.playback, mode: .default, options: [.mixWithOthers, .allowAirPlay])
        try session.setActive(true)
    }
}
