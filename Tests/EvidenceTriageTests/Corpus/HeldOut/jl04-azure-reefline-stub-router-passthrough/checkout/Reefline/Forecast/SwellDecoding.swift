import Foundation

/// One swell train from the forecast API (v3 payload).
struct SwellComponent: Decodable, Equatable {
    let heightMeters: Double
    let periodSeconds: Double
    let directionDegrees: Int

    private enum CodingKeys: String, CodingKey {
        case heightMeters = "height_m"
        case periodMs = "period_ms"          // v3 sends milliseconds (v2 sent "period_s")
        case directionDegrees = "direction_deg"
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        heightMeters = try c.decode(Double.self, forKey: .heightMeters)
        periodSeconds = try c.decode(Double.self, forKey: .periodMs)
        directionDegrees = try c.decode(Int.self, forKey: .directionDegrees)
    }
}
