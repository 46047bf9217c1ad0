import CoreLocation

final class GeofenceCoordinator: NSObject, CLLocationManagerDelegate {
    private let manager: LocationManaging
    private let terminals: [Terminal]
    private(set) var activeRegionIDs: Set<String> = []
    private var pending: Int
    var onMonitoringSettled: (() -> Void)?

    init(manager: LocationManaging, terminals: [Terminal]) {
        self.manager = manager
        self.terminals = terminals
        self.pending = terminals.count
        super.init()
        manager.delegate = self
        for terminal in terminals {
            manager.startMonitoring(for: terminal.region)
        }
        manager.requestAlwaysAuthorization()
    }

    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {
        activeRegionIDs.insert(region.identifier)
        settleOne()
    }

    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {
        Log.geo.error("monitoringDidFailFor \(region?.identifier ?? "nil") error: \(error as NSError)")
        settleOne()
    }

    private func settleOne() {
        pending -= 1
        if pending == 0 { onMonitoringSettled?() }
    }
}
