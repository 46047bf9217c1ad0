import AVFoundation
import os

/// Records voice notes while a podcast keeps playing underneath.
final class VoiceCaptureEngine {
    private let engine = AVAudioEngine()
    private let session: AVAudioSession
    private let log = Logger(subsystem: "com.driftwave.app", category: "Capture")
    private(set) var isRunning = false
    var onBuffer: ((AVAudioPCMBuffer) -> Void)?

    init(session: AVAudioSession = .sharedInstance()) {
        self.session = session
    }

    func start() throws {
        let input = engine.inputNode
        // Tap at the hardware format so no converter is needed.
        let format = input.outputFormat(forBus: 0)
        input.installTap(onBus: 0, bufferSize: 4096, format: format) { [weak self] buffer, _ in
            self?.onBuffer?(buffer)
        }
        engine.connect(input, to: engine.mainMixerNode, format: format)

        try session.setCategory(.playAndRecord, mode: .spokenAudio, options: [.mixWithOthers, .allowBluetoothA2DP])
        try session.setActive(true)
        try engine.start()
        isRunning = true
        log.info("capture started at \(format.sampleRate, privacy: .public) Hz")
    }

    func stop() {
        engine.inputNode.removeTap(onBus: 0)
        engine.stop()
        isRunning = false
    }
}
