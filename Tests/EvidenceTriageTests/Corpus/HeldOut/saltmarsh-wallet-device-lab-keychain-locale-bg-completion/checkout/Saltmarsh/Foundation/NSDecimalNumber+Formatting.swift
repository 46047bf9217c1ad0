import Foundation

enum Config {
    /// Set at launch from settings; falls back to the device locale.
    static var locale: Locale = .current
}

extension NSDecimalNumber {
    var localizedString: String {
        return self.description(withLocale: Config.locale)
    }
}
