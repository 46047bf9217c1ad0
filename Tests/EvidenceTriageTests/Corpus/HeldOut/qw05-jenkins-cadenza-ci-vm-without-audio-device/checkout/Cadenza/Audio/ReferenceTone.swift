import AVFoundation

/// A440 reference tone for the tuner screen.
final class ReferenceTone {
    private var player: AVAudioPlayer?

    func play(resource: String = "a440", bundle: Bundle = .main) -> Bool {
        guard let url = bundle.url(forResource: resource, withExtension: "caf"),
              let player = try? AVAudioPlayer(contentsOf: url) else { return false }
        self.player = player
        player.numberOfLoops = -1
        return player.play()
    }
}
