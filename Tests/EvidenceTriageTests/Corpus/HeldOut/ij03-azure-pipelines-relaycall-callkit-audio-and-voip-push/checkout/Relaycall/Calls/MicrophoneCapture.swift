import AVFoundation

final class MicrophoneCapture {
    private let engine = AVAudioEngine()
    private(set) var isRunning = false

    func start() throws {
        let input = engine.inputNode
        input.installTap(onBus: 0, bufferSize: 960, format: input.outputFormat(forBus: 0)) { _, _ in }
        try engine.start()
        isRunning = true
    }

    func stop() {
        engine.inputNode.removeTap(onBus: 0)
        engine.stop()
        isRunning = false
    }
}
