import Foundation

enum TripExporter {
    private static let stamp: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"
        f.timeZone = TimeZone(identifier: "UTC")
        // no locale: the runner's locale decides the calendar and digits
        return f
    }()

    static func gpx(for trip: Trip) throws -> String {
        var out = "<gpx><trk><name>\(trip.name)</name>"
        out += "<distance>\(String(format: "%.1f", trip.kilometres))</distance>"
        out += "<time>\(stamp.string(from: trip.start))</time>"
        return out + "</trk></gpx>"
    }
}
