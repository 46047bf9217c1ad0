import Foundation

struct WorkoutSummaryViewModel {
    let distanceMetres: Double
    let duration: TimeInterval

    /// Pace per kilometre, e.g. "5:07 /km".
    var paceText: String {
        guard distanceMetres > 0 else { return "--" }
        let secondsPerKm = duration / (distanceMetres / 1000)
        let minutes = Int(secondsPerKm) / 60
        let seconds = Int(secondsPerKm) % 60
        return "\(minutes):\(seconds) /km"
    }
}
