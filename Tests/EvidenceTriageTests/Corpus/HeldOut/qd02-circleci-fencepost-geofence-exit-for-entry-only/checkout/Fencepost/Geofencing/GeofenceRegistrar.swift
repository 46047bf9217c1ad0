import CoreLocation

enum GeofenceEvent: String, Codable { case entry, exit }

struct GeoRegion: Codable, Equatable {
    let id: String
    let latitude: Double
    let longitude: Double
    let radius: Double
    let events: Set<GeofenceEvent>
}

protocol RegionMonitoring: AnyObject {
    var maximumRegionMonitoringDistance: CLLocationDistance { get }
    func startMonitoring(for region: CLRegion)
    func stopMonitoring(for region: CLRegion)
    func requestState(for region: CLRegion)
}

extension CLLocationManager: RegionMonitoring {}

final class GeofenceRegistrar {
    private let monitor: RegionMonitoring
    private(set) var registered: [String: GeoRegion] = [:]

    init(monitor: RegionMonitoring) {
        self.monitor = monitor
    }

    func addRegion(_ region: GeoRegion) {
        let radius = min(region.radius, monitor.maximumRegionMonitoringDistance)
        let circular = CLCircularRegion(center: CLLocationCoordinate2D(latitude: region.latitude,
                                                                      longitude: region.longitude),
                                        radius: radius,
                                        identifier: region.id)
        let events: Set<GeofenceEvent> = [.entry, .exit]
        circular.notifyOnEntry = events.contains(.entry)
        circular.notifyOnExit = events.contains(.exit)
        registered[region.id] = region
        monitor.startMonitoring(for: circular)
        monitor.requestState(for: circular)
    }

    func removeRegion(id: String) {
        registered[id] = nil
    }
}
