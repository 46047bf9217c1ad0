import CoreLocation
import Foundation

/// Field probe: records CLVisit arrival/departure latency. Off by default.
/// Enable with `-waypoint_visit_probe YES` or `WAYPOINT_VISIT_PROBE=1`.
final class VisitProbe: NSObject, CLLocationManagerDelegate {
    static let shared = VisitProbe()
    private let manager = CLLocationManager()

    static func isEnabled(environment: [String: String] = ProcessInfo.processInfo.environment,
                          arguments: [String] = ProcessInfo.processInfo.arguments,
                          defaults: UserDefaults = .standard) -> Bool {
        if environment["WAYPOINT_VISIT_PROBE"] == "1" { return true }
        if let i = arguments.firstIndex(of: "-waypoint_visit_probe"), arguments.indices.contains(i + 1) {
            return arguments[i + 1] == "YES"
        }
        return false
    }

    func startIfEnabled() {
        guard Self.isEnabled() else { return }
        manager.delegate = self
        manager.startMonitoringVisits()
        Log.probe.info("probe.visit.started")
    }

    func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit) {
        let latency = Date().timeIntervalSince(visit.arrivalDate)
        Log.probe.info("probe.visit.arrival latency=\(latency, format: .fixed(precision: 0))s")
        ProbeStore.shared.append(arrivalLatency: latency)
    }
}
