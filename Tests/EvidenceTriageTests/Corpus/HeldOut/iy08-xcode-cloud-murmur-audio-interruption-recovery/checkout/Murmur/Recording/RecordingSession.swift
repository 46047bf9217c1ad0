import AVFoundation
import Foundation

protocol AudioEngineControlling: AnyObject {
    var isRunning: Bool { get }
    func start() throws
    func stop()
}

protocol RecordingActivityControlling: AnyObject {
    var isActive: Bool { get }
    func end(reason: String)
}

protocol AppStateProviding {
    var isForeground: Bool { get }
}

/// One dictation session. Dictation is usually started from the keyboard
/// extension, so the app is normally in the background while it records.
@MainActor
final class RecordingSession {
    private let engine: AudioEngineControlling
    private let activity: RecordingActivityControlling
    private let appState: AppStateProviding
    private let log: PersistentLog

    var engineIsRunning: Bool { engine.isRunning }
    var liveActivityIsActive: Bool { activity.isActive }

    init(engine: AudioEngineControlling, activity: RecordingActivityControlling,
         appState: AppStateProviding, log: PersistentLog = .shared) {
        self.engine = engine
        self.activity = activity
        self.appState = appState
        self.log = log
    }

    func handleInterruptionBegan(reason: AVAudioSession.InterruptionReason) {
        log.write("audio audioInterruptionBegan reason=\(reason)")
        engine.stop()
        activity.end(reason: "audioInterrupted")
        log.write("lifecycle liveActivityEnded reason=audioInterrupted")
    }

    func handleInterruptionEnded(options: AVAudioSession.InterruptionOptions) {
        let shouldResume = options.contains(.shouldResume)
        var restored = false
        // Restart only when the app is visible; otherwise the next dictation cold-starts.
        if shouldResume && appState.isForeground {
            restored = (try? engine.start()) != nil
        }
        log.write("audio audioInterruptionEnded shouldResume=\(shouldResume) restored=\(restored)")
    }
}
