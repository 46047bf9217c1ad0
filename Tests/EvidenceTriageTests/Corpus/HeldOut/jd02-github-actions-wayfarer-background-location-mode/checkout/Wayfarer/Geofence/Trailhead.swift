import CoreLocation

struct Trailhead: Identifiable, Hashable {
    let id: String
    let name: String
    let coordinate: CLLocationCoordinate2D
    let radius: CLLocationDistance

    static let fixture = Trailhead(id: "trailhead-0042", name: "Sauvabelin",
                                   coordinate: CLLocationCoordinate2D(latitude: 46.5197, longitude: 6.6323),
                                   radius: 150)

    static func == (l: Trailhead, r: Trailhead) -> Bool { l.id == r.id }
    func hash(into h: inout Hasher) { h.combine(id) }
}
