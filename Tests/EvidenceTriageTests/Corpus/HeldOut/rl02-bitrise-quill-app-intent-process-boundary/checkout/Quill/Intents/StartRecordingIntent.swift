import AppIntents
import Foundation

struct StartRecordingIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Recording"
    static var description = IntentDescription("Starts a new voice note in Quill.")
    static var openAppWhenRun: Bool = true
    static var isDiscoverable: Bool = true

    func perform() async throws -> some IntentResult {
        NotificationCenter.default.post(name: .startRecordingFromIntent, object: nil)
        QuillLog.intent.info("StartRecordingIntent.perform -> posted StartRecordingFromIntent")
        return .result()
    }
}

extension Notification.Name {
    static let startRecordingFromIntent = Notification.Name("StartRecordingFromIntent")
}
