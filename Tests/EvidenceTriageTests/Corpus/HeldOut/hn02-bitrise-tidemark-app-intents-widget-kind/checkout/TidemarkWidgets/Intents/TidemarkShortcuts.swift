import AppIntents

/// Siri / Shortcuts surface. NOTE: lives in the widget extension target only.
struct TidemarkShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartFocusIntent(),
            phrases: ["Start a focus block in \(.applicationName)"],
            shortTitle: "Start Focus",
            systemImageName: "timer")
    }
}
