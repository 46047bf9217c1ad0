import SwiftUI

@main
struct TidingsApp: App {
    @StateObject private var settings = SettingsModel()

    var body: some Scene {
        WindowGroup {
            RootView().environmentObject(settings)
        }
    }
}
