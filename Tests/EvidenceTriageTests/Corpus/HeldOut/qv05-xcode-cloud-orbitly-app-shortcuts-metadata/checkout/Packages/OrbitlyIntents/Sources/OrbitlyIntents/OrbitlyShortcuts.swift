import AppIntents

public struct StartFocusIntent: AppIntent {
    public static var title: LocalizedStringResource = "Start Focus"
    @Parameter(title: "Minutes", default: 25) public var minutes: Int
    public init() {}
    public func perform() async throws -> some IntentResult {
        await FocusSession.shared.start(minutes: 25)
        return .result()
    }
}

public struct OrbitlyShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: StartFocusIntent(), phrases: ["Start focus in \(.applicationName)"],
                    shortTitle: "Start Focus", systemImageName: "timer")
    }
}
