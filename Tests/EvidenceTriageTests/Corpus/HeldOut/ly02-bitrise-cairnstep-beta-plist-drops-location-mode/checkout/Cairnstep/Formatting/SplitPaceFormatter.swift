import Foundation

/// "5:42 /km" or "9:10 /mi" depending on the runner's measurement system.
struct SplitPaceFormatter {
    var locale: Locale = .current

    func string(secondsPerKilometre: Double) -> String {
        let usesMiles = locale.measurementSystem == .uk
        let seconds = usesMiles ? secondsPerKilometre * 1.609_344 : secondsPerKilometre
        let whole = Int(seconds.rounded())
        return String(format: "%d:%02d /%@", whole / 60, whole % 60, usesMiles ? "mi" : "km")
    }
}
