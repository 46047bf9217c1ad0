import Foundation

enum TrendArrow: String { case doubleDown, singleDown, flat, singleUp, doubleUp }

enum Trend {
    /// mg/dL per minute
    static func arrow(forRate rate: Double) -> TrendArrow {
        switch rate {
        case ..<(-3): return .doubleDown
        case ..<(-1): return .singleDown
        case ...1: return .flat
        case ...3: return .singleUp
        default: return .doubleUp
        }
    }
}
