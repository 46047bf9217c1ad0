import BackgroundTasks
import Foundation

/// Pulls the latest inverter and meter readings so the widget is fresh in the morning.
enum ReadingsRefreshTask {
    static let identifier = "com.lanthorn.readings.refresh"

    static func register(recorder: DiagnosticRecorder = .shared, run: @escaping (BGAppRefreshTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            recorder.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            run(task as! BGAppRefreshTask)
        }
        recorder.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }
}
