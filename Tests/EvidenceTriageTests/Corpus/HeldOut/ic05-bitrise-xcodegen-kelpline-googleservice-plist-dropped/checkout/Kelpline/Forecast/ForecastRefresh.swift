import BackgroundTasks
import Foundation

final class ForecastRefresh {
    static let shared = ForecastRefresh()
    static let identifier = "com.kelpline.forecast-refresh"

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            TideForecastRefreshJob.live.run(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }
}
