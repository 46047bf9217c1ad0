import AppIntents

/// Tapping a recent call in the widget opens the app on that call.
struct OpenRecentCallIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Recent Call"
    static let openAppWhenRun = true

    @Parameter(title: "Call")
    var call: RecentCallEntity

    func perform() async throws -> some IntentResult {
        .result()
    }
}
