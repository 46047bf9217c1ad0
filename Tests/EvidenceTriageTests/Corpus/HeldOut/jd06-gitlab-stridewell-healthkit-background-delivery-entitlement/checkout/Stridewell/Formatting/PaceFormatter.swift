import Foundation

/// "5:12 /km"
struct PaceFormatter {
    func string(secondsPerKilometre: Double) -> String {
        let minutes = Int(secondsPerKilometre) / 60
        let seconds = Int((secondsPerKilometre - Double(minutes * 60)).rounded())
        return String(format: "%d:%02d /km", minutes, seconds)
    }
}
