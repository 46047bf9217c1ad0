import Foundation

struct WorkoutSession: Decodable, Identifiable {
    let id: String
    let start: Date
    let durationSeconds: Int
    let distanceMeters: Double
    let cadence: Double?

    static let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.dateDecodingStrategy = .iso8601
        return d
    }()

    private enum CodingKeys: String, CodingKey {
        case id, start, durationSeconds, distanceMeters, cadence
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        start = try c.decode(Date.self, forKey: .start)
        durationSeconds = try c.decode(Int.self, forKey: .durationSeconds)
        distanceMeters = try c.decode(Double.self, forKey: .distanceMeters)
        cadence = try c.decode(Double.self, forKey: .cadence)
    }
}

/// Cached by the "com.stridewell.app.summary-refresh" app-refresh task.
struct WeeklySummaryCache: Codable {
    struct Week: Codable {
        let weekStart: Date
        let distanceMeters: Double
        let zoneBreakdown: [String: Double]   // added in 5.0
    }
    let generatedAt: Date
    let weeks: [Week]
}
