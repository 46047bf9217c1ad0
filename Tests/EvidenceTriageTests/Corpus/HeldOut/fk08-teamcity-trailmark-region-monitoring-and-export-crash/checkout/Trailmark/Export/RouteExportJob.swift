import CoreLocation
import Foundation

/// Writes finished runs to GPX for the user's connected services. Runs in the
/// app.trailmark.route-export BGProcessingTask overnight; the adapter forwards expiration
/// to `cancel()`.
final class RouteExportJob {
    struct Segment { var points: [CLLocation] }

    private let outputDirectory: URL
    private var cancelled = false

    init(outputDirectory: URL) {
        self.outputDirectory = outputDirectory
    }

    func cancel() { cancelled = true }

    /// A run is split into segments wherever the recorder paused (gap > 60 s between fixes).
    func segments(of fixes: [CLLocation]) -> [Segment] {
        var segments: [Segment] = []
        var current = Segment(points: [fixes[0]])
        for i in 1..<fixes.count {
            if fixes[i].timestamp.timeIntervalSince(fixes[i - 1].timestamp) > 60 {
                segments.append(current)
                current = Segment(points: [])
            }
            current.points.append(fixes[i])
        }
        segments.append(current)
        return segments
    }

    func export(runID: String, fixes: [CLLocation]) throws -> URL {
        let file = outputDirectory.appendingPathComponent("\(runID).gpx")
        var gpx = #"<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="Trailmark"><trk>"#
        for segment in segments(of: fixes) {
            if cancelled { throw CancellationError() }
            gpx += "<trkseg>"
            for p in segment.points {
                gpx += #"<trkpt lat="\#(p.coordinate.latitude)" lon="\#(p.coordinate.longitude)"><time>\#(ISO8601DateFormatter().string(from: p.timestamp))</time></trkpt>"#
            }
            gpx += "</trkseg>"
        }
        gpx += "</trk></gpx>"
        try gpx.write(to: file, atomically: true, encoding: .utf8)
        return file
    }
}
