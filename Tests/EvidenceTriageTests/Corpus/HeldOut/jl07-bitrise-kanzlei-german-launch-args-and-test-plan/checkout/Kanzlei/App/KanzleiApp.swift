import OSLog
import SwiftUI

@main
struct KanzleiApp: App {
    init() {
        let stub = ProcessInfo.processInfo.environment["KANZLEI_STUB_BACKEND"] ?? "0"
        print("[Kanzlei] launch: locale=\(Locale.current.identifier) preferredLanguages=\(Locale.preferredLanguages) stubBackend=\(stub)")
        if ProcessInfo.processInfo.arguments.contains("-UITest.resetState") { AppState.resetForUITests() }
    }

    var body: some Scene {
        WindowGroup { RootView() }
    }
}
