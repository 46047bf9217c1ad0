import CoreLocation

struct RegionListViewModel {
    let rows: [RegionRow]

    init(regions: [MonitoredRegion], userLocation: CLLocation) {
        rows = regions
            .sorted { $0.center.distance(from: userLocation) > $1.center.distance(from: userLocation) }
            .map { RegionRow(title: $0.name, subtitle: $0.radiusText) }
    }
}
