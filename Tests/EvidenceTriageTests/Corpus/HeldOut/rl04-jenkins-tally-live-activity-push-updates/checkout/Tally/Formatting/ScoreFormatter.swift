import Foundation

enum ScoreFormatter {
    static func display(home: Int, away: Int, period: Period) -> String {
        let base = "\(home)-\(away)"
        switch period {
        case .regular: return base
        case .overtime: return base
        case .shootout: return base + " SO"
        }
    }
}
