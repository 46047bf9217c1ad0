import Foundation
import Network
import Observation

/// Gates the background budget sync: no refresh is attempted while offline.
/// Target builds with Swift 6 language mode since 4.0 (strict concurrency: complete).
@MainActor
@Observable
final class ReachabilityMonitor {
    private(set) var isOnline = true
    private let monitor: PathMonitoring
    private let queue = DispatchQueue(label: "com.pebble.budget.reachability", qos: .utility)

    init(monitor: PathMonitoring = NWPathMonitor()) {
        self.monitor = monitor
    }

    func start() {
        monitor.pathUpdateHandler = { [weak self] path in
            let online = path.status == .satisfied
            Task { @MainActor in self?.isOnline = online }
        }
        monitor.start(queue: queue)
    }

    func stop() {
        monitor.cancel()
    }
}
