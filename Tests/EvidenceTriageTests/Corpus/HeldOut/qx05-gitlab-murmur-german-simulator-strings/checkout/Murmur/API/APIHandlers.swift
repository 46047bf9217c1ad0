import Foundation

enum APIError: Error, Equatable {
    case noMicDetected
}

struct APIHandlers {
    var audio: AudioInputProviding

    func startRecording() -> (status: Int, message: String) {
        guard audio.hasInput else {
            return (409, String(localized: "api.error.no_mic", defaultValue: "No mic detected."))
        }
        return (202, String(localized: "api.recording.started", defaultValue: "Recording started"))
    }
}
