import Foundation

enum SoundEvent: String, CaseIterable {
    case recordingStarted, transcriptionSuccess, transcriptionFailed

    var displayName: String {
        switch self {
        case .recordingStarted: String(localized: "sound.recording_started", defaultValue: "Recording started")
        case .transcriptionSuccess: String(localized: "sound.transcription_success", defaultValue: "Transcription success")
        case .transcriptionFailed: String(localized: "sound.transcription_failed", defaultValue: "Transcription failed")
        }
    }
}
