enum TrendArrowFormatter {
    /// Trend is in tenths of mg/dL per minute.
    static func arrow(forTrend trend: Int8) -> String {
        switch trend {
        case ..<(-30): return "⇊"
        case -30 ..< -10: return "↓"
        case -10 ..< -5: return "↘"
        case -5 ... 5: return "→"
        case 6 ... 10: return "↗"
        case 11 ... 30: return "↑"
        default: return "⇈"
        }
    }
}
