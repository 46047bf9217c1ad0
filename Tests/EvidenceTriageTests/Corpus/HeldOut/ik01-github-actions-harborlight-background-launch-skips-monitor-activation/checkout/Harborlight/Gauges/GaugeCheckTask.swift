import Foundation

/// Background work behind `com.harborlight.app.gauge-check`: fetch the latest
/// readings and raise local alerts for stations above their threshold.
final class GaugeCheckTask {
    enum Outcome: Equatable, CustomStringConvertible {
        case completed
        case failed(String)

        var description: String {
            switch self {
            case .completed: return "completed"
            case .failed(let reason): return "failed(\(reason))"
            }
        }
    }

    private let monitor: GaugeMonitor
    private let store: AlertStore
    private var cancelled = false

    init(monitor: GaugeMonitor, store: AlertStore) {
        self.monitor = monitor
        self.store = store
    }

    func run(completion: @escaping (Result<Void, GaugeMonitorError>) -> Void) {
        monitor.latestReadings { [store] result in
            switch result {
            case .success(let readings):
                store.raiseAlerts(for: readings)
                store.lastCheckOutcome = .completed
                completion(.success(()))
            case .failure(let error):
                store.lastCheckOutcome = .failed("\(error)")
                completion(.failure(error))
            }
        }
    }

    func cancel() {
        cancelled = true
    }
}
