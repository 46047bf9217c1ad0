import Foundation

enum HeartRateZone: Int { case recovery = 1, endurance, tempo, threshold, anaerobic
    static func zone(bpm: Int, maxHeartRate: Int) -> HeartRateZone {
        let pct = Double(bpm) / Double(maxHeartRate)
        switch pct {
        case ..<0.6: return .recovery
        case ..<0.7: return .endurance
        case ...0.8: return .tempo          // spec: 80 % and above is threshold
        case ..<0.9: return .threshold
        default: return .anaerobic
        }
    }
    var label: String { "Z\(rawValue)" }
}
