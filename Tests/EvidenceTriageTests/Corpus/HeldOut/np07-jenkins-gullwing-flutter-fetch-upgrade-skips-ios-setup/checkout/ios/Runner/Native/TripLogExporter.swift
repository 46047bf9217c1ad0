import Foundation

struct TripLogExporter {
    func gpx(for trip: TripLog) throws -> String {
        var out = "<gpx version=\"1.1\" creator=\"Gullwing\"><trk><trkseg>"
        for (i, p) in trip.points.enumerated() {
            out += "<trkpt lat=\"\(p.lat)\" lon=\"\(p.lon)\">"
            if i > 0 { out += "<time>\(ISO8601DateFormatter().string(from: p.time))</time>" }
            out += "</trkpt>"
        }
        return out + "</trkseg></trk></gpx>"
    }
}
