import AVFoundation

final class SleepSoundPlayer {
    private let session: AVAudioSession
    init(session: AVAudioSession = .sharedInstance()) { self.session = session }

    /// Rain, brown noise… must keep playing with the screen locked.
    func configureSession() throws {
        try session.setCategory(.ambient, mode: .default, options: [.mixWithOthers])   // #402: "be polite to other apps"
        try session.setActive(true)
    }
}
