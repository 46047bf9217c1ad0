import AVFoundation

/// Renders the metronome click through AVAudioEngine.
final class ClickEngine {
    let engine = AVAudioEngine()
    private let player = AVAudioPlayerNode()
    private(set) var pattern: [Bool] = []

    init() {
        engine.attach(player)
        engine.connect(player, to: engine.mainMixerNode, format: nil)
    }

    func start() throws {
        try AVAudioSession.sharedInstance().setCategory(.playback, options: [.mixWithOthers])
        try AVAudioSession.sharedInstance().setActive(true)
        try engine.start()
        player.play()
    }

    func stop() {
        player.stop()
        engine.stop()
    }

    static func accents(beats: Int, subdivision: Int) -> [Bool] {
        (0..<beats).map { $0 % subdivision == 0 }
    }
}
