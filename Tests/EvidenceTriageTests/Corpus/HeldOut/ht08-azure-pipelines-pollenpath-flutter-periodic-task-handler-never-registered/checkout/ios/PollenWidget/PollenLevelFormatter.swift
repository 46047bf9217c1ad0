enum PollenLevelFormatter {
    /// UK Met Office bands: 1-3 low, 4-6 moderate, 7-9 high, 10+ very high.
    static func label(for index: Int) -> String {
        switch index {
        case ..<4: return "Low"
        case 4..<7: return "Moderate"
        case 7...10: return "High"
        default: return "Very high"
        }
    }
}
