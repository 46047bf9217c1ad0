import CoreLocation

final class ZoneSensor {
    private(set) var state = "not_home"
    private var inside: Set<String> = []

    func didEnter(_ region: CLRegion) {
        inside.insert(region.identifier)
        state = region.identifier
    }

    func didExit(_ region: CLRegion) {
        inside.remove(region.identifier)
    }
}
