import AppIntents

/// Control Center control. Only in the NightstandWidgets target (moved in #415).
struct OpenNightstandIntent: AppIntent {
    static var title: LocalizedStringResource = "Open Nightstand"
    static var openAppWhenRun = true
    func perform() async throws -> some IntentResult { .result() }
}
