import AVFoundation

/// One player node per sound look; all nodes share AudioEngine.shared.
final class AudioPlayer: NSObject, NSDiscardableContent {
    private let node = AVAudioPlayerNode()
    private let file: AVAudioFile
    private unowned let engine: AudioEngine

    init(file: AVAudioFile, engine: AudioEngine) {
        self.file = file
        self.engine = engine
        super.init()
        engine.avEngine.attach(node)
        engine.avEngine.connect(node, to: engine.mainMixer, format: file.processingFormat)
    }

    func play() {
        node.scheduleFile(file, at: nil)
        // Assumes the engine is still running; after the app returns from the background the
        // engine has been stopped by the system and is not restarted before playing again.
        node.play()
    }

    // MARK: NSDiscardableContent
    func beginContentAccess() -> Bool { true }
    func endContentAccess() {}
    func discardContentIfPossible() {}
    func isContentDiscarded() -> Bool { false }
}
