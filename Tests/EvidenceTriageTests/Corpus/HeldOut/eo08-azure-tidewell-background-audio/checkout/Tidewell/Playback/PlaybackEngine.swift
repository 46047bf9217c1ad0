import AVFoundation

/// Streams episodes and meditation tracks. Playback is often started from a remote
/// command or CarPlay while the app is still launching in the background, so the
/// audio session must be configured for playback before the engine starts.
final class PlaybackEngine {
    private let session: AudioSessionConfiguring
    private let output: AudioOutput

    init(session: AudioSessionConfiguring, output: AudioOutput) {
        self.session = session
        self.output = output
    }

    func start(url: URL) throws {
        try output.prepare(url: url)
        try output.start()
        try session.setCategory(.playback, mode: .spokenAudio, options: [])
        try session.setActive(true)
    }

    func pause() {
        output.pause()
    }
}

protocol AudioSessionConfiguring: AnyObject {
    func setCategory(_ category: AVAudioSession.Category, mode: AVAudioSession.Mode, options: AVAudioSession.CategoryOptions) throws
    func setActive(_ active: Bool) throws
}

protocol AudioOutput: AnyObject {
    func prepare(url: URL) throws
    func start() throws
    func pause()
}

extension AVAudioSession: AudioSessionConfiguring {
    func setActive(_ active: Bool) throws { try setActive(active, options: []) }
}
