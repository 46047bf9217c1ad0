import SwiftUI
import OrbitlyIntents

@main
struct OrbitlyApp: App {
    init() {
        OrbitlyShortcuts.updateAppShortcutParameters()
    }
    var body: some Scene {
        WindowGroup { RootView() }
    }
}
