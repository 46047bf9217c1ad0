import Foundation

enum GlucoseTrend: String {
    case doubleUp = "⇈", up = "↑", flat = "→", down = "↓", doubleDown = "⇊"

    /// Rate in mg/dL per minute.
    static func arrow(forRate rate: Double) -> GlucoseTrend {
        switch rate {
        case 3...: return .up
        case 1..<3: return .up
        case -1..<1: return .flat
        case -3 ..< -1: return .down
        default: return .doubleDown
        }
    }
}
