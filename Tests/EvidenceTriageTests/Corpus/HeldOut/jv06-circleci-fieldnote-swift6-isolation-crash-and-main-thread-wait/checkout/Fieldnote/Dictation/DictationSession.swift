import AVFoundation
import Observation
import OSLog

protocol AudioBufferSource: AnyObject {
    /// Delivers buffers on the source's own queue (AVAudioEngine: the realtime render thread;
    /// FileAudioSource: com.fieldnote.audio-file-reader).
    func start(_ onBuffer: @escaping (AVAudioPCMBuffer, AVAudioTime) -> Void) throws
    func stop()
}

@MainActor
@Observable
final class DictationSession {
    private(set) var transcript = ""
    private(set) var isRunning = false
    private let source: AudioBufferSource
    private let recognizer: TranscriptionBackend

    init(source: AudioBufferSource, recognizer: TranscriptionBackend) {
        self.source = source
        self.recognizer = recognizer
    }

    func start() throws {
        guard recognizer.isAuthorized else { throw DictationError.notAuthorized }
        Log.dictation.info("starting session (source: \(self.source.debugName), 16 kHz mono)")
        isRunning = true
        // Swift 6 language mode: this closure is formed inside a @MainActor method and is not
        // @Sendable/nonisolated, so it inherits main-actor isolation. The source calls it on its
        // own queue, and the runtime isolation check traps (_dispatch_assert_queue_fail).
        try source.start { buffer, _ in
            self.recognizer.append(buffer)
        }
    }

    func stop() {
        source.stop()
        transcript = recognizer.finish()
        isRunning = false
    }
}
