import CoreLocation
import Foundation

struct Waypoint: Equatable {
    let desc: String
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance

    static func == (a: Waypoint, b: Waypoint) -> Bool {
        a.desc == b.desc && a.center.latitude == b.center.latitude
            && a.center.longitude == b.center.longitude && a.radius == b.radius
    }
}

enum WaypointParser {
    static func parse(_ data: Data) throws -> Waypoint {
        guard let obj = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              obj["_type"] as? String == "waypoint",
              let lat = obj["lat"] as? Double, let lon = obj["lon"] as? Double else {
            throw CocoaError(.coderReadCorrupt)
        }
        let radius = (obj["radius"] as? Double) ?? 0
        return Waypoint(desc: obj["desc"] as? String ?? "",
                        center: CLLocationCoordinate2D(latitude: lat, longitude: lon),
                        radius: radius)
    }
}
