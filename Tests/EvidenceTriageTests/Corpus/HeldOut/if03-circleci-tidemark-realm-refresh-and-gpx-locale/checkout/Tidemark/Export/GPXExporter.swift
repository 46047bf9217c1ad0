import Foundation

struct GPXExporter {
    private let timestampFormatter: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'"
        f.timeZone = TimeZone(identifier: "UTC")
        return f
    }()

    func trackPoint(_ point: TrackPoint) -> String {
        let time = timestampFormatter.string(from: point.time)
        return "<trkpt lat=\"\(point.latitude)\" lon=\"\(point.longitude)\"><time>\(time)</time></trkpt>"
    }
}
