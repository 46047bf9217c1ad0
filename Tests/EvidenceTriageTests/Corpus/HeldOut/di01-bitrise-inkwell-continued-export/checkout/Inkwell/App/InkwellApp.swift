import BackgroundTasks
import SwiftUI
import InkwellKit

@main
struct InkwellApp: App {
    init() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.inkwellstudio.canvas.export.*", using: nil) { task in
            guard let task = task as? BGContinuedProcessingTask else { task.setTaskCompleted(success: false); return }
            ExportCoordinator.shared.attach(task)
        }
        DiagnosticsRecorder.shared.record(identifier: "com.inkwellstudio.canvas.export.*", kind: .processing,
                                          phase: .registration, succeeded: ok)
    }
    var body: some Scene { WindowGroup { RootView() } }
}
