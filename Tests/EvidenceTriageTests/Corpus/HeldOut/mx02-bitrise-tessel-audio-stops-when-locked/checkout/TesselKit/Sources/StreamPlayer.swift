import AVFoundation

public final class StreamPlayer {
    public let session: AVAudioSession
    public var onProgress: ((TimeInterval) -> Void)?

    public init(session: AVAudioSession) { self.session = session }

    public func prepareForPlayback() throws {
        // Default category is .soloAmbient: audio is silenced when the screen locks.
        try session.setActive(true)
    }
}
