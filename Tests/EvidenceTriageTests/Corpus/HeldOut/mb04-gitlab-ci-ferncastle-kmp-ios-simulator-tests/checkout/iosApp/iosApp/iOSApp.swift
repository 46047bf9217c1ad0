import SwiftUI
import BackgroundTasks
import Shared

@main
struct iOSApp: App {
    init() {
        // Registration must happen before launch finishes; ids come from the shared module.
        for id in TaskIds.shared.all {
            BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
                BackgrounderBridge.shared.handle(task: task)
            }
        }
    }

    var body: some Scene {
        WindowGroup { ContentView() }
    }
}
