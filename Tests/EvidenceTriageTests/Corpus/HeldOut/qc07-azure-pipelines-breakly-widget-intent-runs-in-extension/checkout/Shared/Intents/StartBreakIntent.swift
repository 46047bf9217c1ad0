import AppIntents
import WidgetKit

/// Member of both the Breakly app target and the BreaklyWidgetExtension target.
/// The widget's "Start break" button runs it.
struct StartBreakIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Break"

    @Parameter(title: "Minutes") var minutes: Int

    init() { minutes = 5 }
    init(minutes: Int) { self.minutes = minutes }

    func perform() async throws -> some IntentResult {
        let session = BreakSession(start: .now, minutes: minutes)
        try await SessionStore.shared.insert(session)      // app's SwiftData store
        SharedState.defaults.set(session.end.timeIntervalSince1970, forKey: "currentBreakEnd")
        WidgetCenter.shared.reloadTimelines(ofKind: "BreakWidget")
        return .result()
    }
}
