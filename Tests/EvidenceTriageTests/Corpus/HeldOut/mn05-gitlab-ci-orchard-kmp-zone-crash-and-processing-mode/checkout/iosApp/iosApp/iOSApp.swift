import SwiftUI
import BackgroundTasks
import shared

@main
struct iOSApp: App {
    init() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.orchard.app.compaction", using: nil) { task in
            CompactionRunner.shared.run(task: task as! BGProcessingTask)
        }
    }
    var body: some Scene { WindowGroup { ContentView() } }
}
