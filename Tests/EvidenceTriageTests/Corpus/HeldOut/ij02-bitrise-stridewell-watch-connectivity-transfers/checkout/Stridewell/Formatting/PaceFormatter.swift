import Foundation

enum PaceFormatter {
    /// Minutes per kilometre, e.g. 5'30".
    static func string(distanceMeters: Double, durationSeconds: Int) -> String {
        guard distanceMeters > 0 else { return "--" }
        let secondsPerKm = Double(durationSeconds) / (distanceMeters / 1000)
        let whole = Int(secondsPerKm)
        return String(format: "%d'%02d\"", whole / 60, whole % 60)
    }
}
