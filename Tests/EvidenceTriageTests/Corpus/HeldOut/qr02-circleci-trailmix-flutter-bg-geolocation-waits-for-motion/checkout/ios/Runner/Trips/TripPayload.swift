import Foundation

struct TripPoint: Encodable {
    let latitude: Double
    let longitude: Double
    let activityType: String
    let batteryLevel: Double
}

enum TripPayload {
    static func body(for points: [TripPoint]) throws -> [String: Any] {
        let rows: [[String: Any]] = points.map { p in
            ["lat": p.latitude, "lng": p.longitude, "battery": p.batteryLevel]
        }
        return ["points": rows, "count": rows.count]
    }
}
