import AVFoundation
import Foundation

final class PlayerController {
    private(set) var isPlaying = false
    private var wasPlayingBeforeInterruption = false
    let engine: ModuleRenderer

    init(engine: ModuleRenderer) { self.engine = engine }

    func play() { engine.start(); isPlaying = true }
    func pause() { engine.stop(); isPlaying = false }

    func handleInterruption(_ type: AVAudioSession.InterruptionType, options: AVAudioSession.InterruptionOptions) {
        switch type {
        case .began:
            wasPlayingBeforeInterruption = isPlaying
            pause()
        case .ended:
            if options.contains(.shouldResume) && isPlaying {
                play()
            }
        @unknown default:
            break
        }
    }
}
