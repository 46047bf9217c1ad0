import Foundation

/// CSV for eBird-style import: one row per sighting, coordinates in decimal degrees.
struct SightingCSVExporter {
    private let coordinate: NumberFormatter = {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.usesGroupingSeparator = false
        f.minimumFractionDigits = 4
        f.maximumFractionDigits = 4
        return f
    }()

    func row(for s: Sighting) -> String {
        let lat = coordinate.string(from: NSNumber(value: s.latitude)) ?? ""
        let lon = coordinate.string(from: NSNumber(value: s.longitude)) ?? ""
        return [s.species, lat, lon, String(s.count)].joined(separator: ",")
    }

    func csv(for sightings: [Sighting]) -> String {
        (["species,latitude,longitude,count"] + sightings.map(row)).joined(separator: "\n")
    }
}
