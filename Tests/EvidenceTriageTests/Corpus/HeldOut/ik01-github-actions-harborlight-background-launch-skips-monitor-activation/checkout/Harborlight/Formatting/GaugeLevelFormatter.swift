import Foundation

struct GaugeLevelFormatter {
    var locale: Locale = .current

    /// "2.45 m" — used on the station cards and in alert notifications.
    func string(fromMetres metres: Double) -> String {
        String(format: "%.2f m", metres)
    }
}
