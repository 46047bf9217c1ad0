import AppIntents
import TidemarkKit

struct StartFocusIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Focus Block"
    static let openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        WidgetBridge.shared.writePendingAction(.startFocus)
        return .result()
    }
}
