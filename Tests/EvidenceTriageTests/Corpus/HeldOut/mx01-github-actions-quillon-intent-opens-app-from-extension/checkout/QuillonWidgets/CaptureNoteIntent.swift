import AppIntents
import WidgetKit

// Lives in the QuillonWidgets extension target only (moved out of the app in #412).
struct CaptureNoteIntent: AppIntent {
    static var title: LocalizedStringResource = "Capture Note"
    static let openAppWhenRun: Bool = true

    @Parameter(title: "Text") var text: String?

    func perform() async throws -> some IntentResult {
        try await NoteInbox.shared.append(text ?? "")
        return .result()
    }
}
