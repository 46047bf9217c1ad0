import AVFoundation
import os

enum AudioSessionConfigurator {
    private static let logger = Logger(subsystem: "com.loomreel.app", category: "audio")

    /// From application(_:didFinishLaunchingWithOptions:).
    static func configureForLessons() {
        let session = AVAudioSession.sharedInstance()
        do {
            try session.setCategory(.playback, mode: .spokenAudio, options: [])
            try session.setActive(true)
            logger.info("audio session: category=playback mode=spokenAudio active=true")
        } catch {
            logger.error("audio session setup failed: \(error.localizedDescription, privacy: .public)")
        }
    }
}
