import BackgroundTasks
import Foundation

final class TideRefresh {
    static let shared = TideRefresh()
    static let identifier = "com.quayside.app.tide-refresh"

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            DiagnosticsRecorder.shared.record(Self.identifier, .appRefresh, .launch, .succeeded)
            TideTables.shared.refresh { task.setTaskCompleted(success: $0) }
        }
        DiagnosticsRecorder.shared.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
        NSLog("[TideRefresh] register(%@) -> %@", Self.identifier, ok ? "true" : "false")
    }
}
