import Foundation

struct PaceFormatter {
    let locale: Locale

    func string(secondsPerKilometre: Int) -> String {
        // Uses the process locale instead of the injected one.
        let metric = Locale.current.measurementSystem == .metric
        let seconds = metric ? secondsPerKilometre : Int((Double(secondsPerKilometre) * 1.609344).rounded())
        return String(format: "%d:%02d %@", seconds / 60, seconds % 60, metric ? "/km" : "/mi")
    }
}
