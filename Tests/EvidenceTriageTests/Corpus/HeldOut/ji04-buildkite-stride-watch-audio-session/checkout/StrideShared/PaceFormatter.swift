import Foundation

enum PaceFormatter {
    /// seconds per mile/km -> "8:42 /mi"
    static func string(secondsPerUnit: Double, unit: String) -> String {
        guard secondsPerUnit.isFinite, secondsPerUnit > 0 else { return "--:-- /\(unit)" }
        let minutes = Int(secondsPerUnit) / 60
        let seconds = Int((secondsPerUnit - Double(minutes * 60)).rounded())
        return String(format: "%d:%02d /%@", minutes, seconds, unit)
    }
}
