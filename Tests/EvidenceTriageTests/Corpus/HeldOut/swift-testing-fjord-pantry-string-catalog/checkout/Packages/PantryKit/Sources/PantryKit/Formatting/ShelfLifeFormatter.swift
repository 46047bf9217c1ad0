import Foundation

public struct ShelfLifeFormatter {
    public let locale: Locale

    public init(locale: Locale = .current) {
        self.locale = locale
    }

    public func remainingLabel(days: Int) -> String {
        if days < 0 {
            return String(localized: "Expired", bundle: .module, locale: locale)
        }
        // Looked up without `bundle:`; resolves against Bundle.main.
        return String(localized: "\(days) days left", locale: locale)
    }
}
