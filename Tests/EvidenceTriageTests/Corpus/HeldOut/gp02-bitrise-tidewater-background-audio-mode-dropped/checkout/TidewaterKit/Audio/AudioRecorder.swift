import AVFoundation
import os

/// Records voice notes from the default input. Buffers are handed to `onBuffer` on the
/// render thread; the caller copies them out.
public final class AudioRecorder {
    private let engine = AVAudioEngine()
    private let session: AVAudioSession
    private let log = Logger(subsystem: "fm.tidewater.app", category: "recorder")
    public var onBuffer: ((AVAudioPCMBuffer) -> Void)?

    public init(session: AVAudioSession = .sharedInstance()) {
        self.session = session
    }

    public func installInputTap() throws {
        try session.setCategory(.playAndRecord, mode: .spokenAudio, options: [.defaultToSpeaker])
        try session.setActive(true)

        let input = engine.inputNode
        let format = input.outputFormat(forBus: 0)
        log.debug("input format: \(format.sampleRate) Hz, \(format.channelCount) ch")
        input.installTap(onBus: 0, bufferSize: 4096, format: format) { [weak self] buffer, _ in
            self?.onBuffer?(buffer)
        }
        engine.prepare()
        try engine.start()
    }

    public func stop() {
        engine.inputNode.removeTap(onBus: 0)
        engine.stop()
    }
}
