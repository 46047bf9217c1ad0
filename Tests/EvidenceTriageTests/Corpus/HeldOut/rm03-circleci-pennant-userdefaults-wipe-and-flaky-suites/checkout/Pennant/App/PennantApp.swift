import SwiftUI
import RevenueCat

@main
struct PennantApp: App {
    init() {
        Purchases.configure(withAPIKey: Secrets.revenueCatKey)   // SDK caches into UserDefaults.standard
        PreferencesStore.registerDefaults()
    }

    var body: some Scene {
        WindowGroup { RootView() }
    }
}
