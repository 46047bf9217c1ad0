import AppIntents
import Foundation
import UIKit

/// "Copy Last Transcript" — exposed to Shortcuts, Siri and the Action Button.
struct CopyLastTranscriptIntent: AppIntent {
    static var title: LocalizedStringResource = "Copy Last Transcript"
    static var openAppWhenRun = false

    // Shared with the control widget; must match the App Group the app writes to.
    private static let defaults = UserDefaults(suiteName: "group.com.quaver.ios")

    static func latestTranscript() -> String? {
        defaults?.string(forKey: "latestTranscript")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        guard let text = Self.latestTranscript() else {
            return .result(value: "")
        }
        await MainActor.run { UIPasteboard.general.string = text }
        return .result(value: text)
    }
}

struct ToggleRecordingIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle Recording"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        UserDefaults(suiteName: "group.com.quaver.ios")?.set("toggle", forKey: "pendingAction")
        return .result()
    }
}
