import Foundation

enum TideEvent {
    case high
    case low
}

/// "High tide in 5 minutes" for the station card and the tide-alert notification.
/// The alert refresh (TideAlertRefresh) formats these in the background for the user's chosen
/// language, which can differ from the device language (Settings ▸ Alerts ▸ Language).
struct ArrivalCountdownFormatter {
    let locale: Locale
    var bundle: Bundle = .main

    func string(minutes: Int, event: TideEvent) -> String {
        let key = event == .high ? "countdown.high_tide" : "countdown.low_tide"
        let format = localizedFormat(forKey: key)
        // Picks the plural form for `minutes` and substitutes the count.
        return String.localizedStringWithFormat(format, minutes)
    }

    /// Loads the format (a stringsdict entry) from the lproj of the formatter's language.
    private func localizedFormat(forKey key: String) -> String {
        let language = locale.language.languageCode?.identifier ?? "en"
        guard let path = bundle.path(forResource: language, ofType: "lproj"),
              let localized = Bundle(path: path) else {
            return bundle.localizedString(forKey: key, value: nil, table: nil)
        }
        return localized.localizedString(forKey: key, value: nil, table: nil)
    }
}
