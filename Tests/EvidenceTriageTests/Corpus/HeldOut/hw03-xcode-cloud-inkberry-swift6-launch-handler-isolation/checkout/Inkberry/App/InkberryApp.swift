import SwiftUI

@main
struct InkberryApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup {
            JournalHomeView()
        }
    }
}
