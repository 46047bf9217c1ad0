import AVFoundation
import os

/// Owns the app-wide AVAudioSession setup: playback for the metronome, chord
/// player and ear training, and the play-and-record session the tuner borrows.
final class AudioSessionConfigurator {
    enum ConfigError: Error {
        case categoryRejected(underlying: Error)
    }

    private let session: AVAudioSession
    private let log = Logger(subsystem: "app.tuningfork", category: "audio-session")

    init(session: AVAudioSession = .sharedInstance()) {
        self.session = session
    }

    /// Called from `TuningforkApp.init()` at launch.
    func configurePlaybackSession() throws {
        do {
            // Metronome and chord playback must keep going with the screen locked
            // (UIBackgroundModes: audio) and ignore the Ring/Silent switch.
            try session.setCategory(.playback, mode: .default, options: [.defaultToSpeaker, .mixWithOthers])
            try session.setPreferredSampleRate(48_000)
            try session.setActive(true)
        } catch {
            log.error("failed to configure playback session: \(error.localizedDescription, privacy: .public)")
            throw ConfigError.categoryRejected(underlying: error)
        }
    }

    /// The tuner switches to measurement mode while it listens.
    func beginRecordingSession() throws {
        try session.setCategory(.playAndRecord, mode: .measurement, options: [.defaultToSpeaker])
        try session.setActive(true)
    }

    /// Called when the tuner or pitch monitor stops.
    func restorePlaybackSession() throws {
        try session.setActive(false, options: .notifyOthersOnDeactivation)
        do {
            try session.setCategory(.playback, mode: .default, options: [.defaultToSpeaker, .mixWithOthers])
            try session.setActive(true)
        } catch {
            log.error("failed to restore playback session: \(error.localizedDescription, privacy: .public)")
            throw ConfigError.categoryRejected(underlying: error)
        }
    }
}
