import AVFoundation
import UIKit

final class AudioEngine {
    static let shared = AudioEngine()
    let avEngine = AVAudioEngine()
    var mainMixer: AVAudioMixerNode { avEngine.mainMixerNode }

    func start() throws {
        try AVAudioSession.sharedInstance().setCategory(.playback, mode: .default, options: [.mixWithOthers])
        try avEngine.start()
    }

    /// Called from AppDelegate.applicationDidEnterBackground.
    func pause() {
        avEngine.pause()
        // Nothing observes willEnterForeground: the session is never re-activated and the
        // engine is never restarted when the scene resumes.
    }
}
