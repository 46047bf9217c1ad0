import Foundation

struct ElevationFormatter {
    let locale: Locale

    func string(meters: Double) -> String {
        let feet = meters * 3.28084
        // Trail signage uses 10 ft steps.
        let rounded = (feet / 10).rounded(.down) * 10
        return rounded.formatted(.number.locale(locale)) + " ft"
    }
}
