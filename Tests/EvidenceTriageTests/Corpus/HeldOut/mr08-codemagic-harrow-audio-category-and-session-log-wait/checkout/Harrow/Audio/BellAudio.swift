import AVFoundation

enum BellAudio {
    /// Bells must keep sounding with the screen locked; `.ambient` is silenced on lock.
    static func configure(_ session: AVAudioSession) throws {
        try session.setCategory(.ambient, options: [.mixWithOthers])
        try session.setActive(true)
    }
}

