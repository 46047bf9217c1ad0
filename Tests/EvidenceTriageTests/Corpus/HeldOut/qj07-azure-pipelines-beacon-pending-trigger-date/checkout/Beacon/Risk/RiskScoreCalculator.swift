enum RiskLevel { case low, medium, high }

struct RiskScoreCalculator {
    var highThresholdMinutes = 15
    func level(minutes: Int, attenuation: Int) -> RiskLevel {
        if minutes > highThresholdMinutes && attenuation <= 63 { return .high }
        return minutes >= 5 ? .medium : .low
    }
}
