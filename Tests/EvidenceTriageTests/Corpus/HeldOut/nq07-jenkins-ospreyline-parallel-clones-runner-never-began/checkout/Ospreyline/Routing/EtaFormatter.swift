import Foundation

enum EtaFormatter {
    static func relative(seconds: TimeInterval, locale: Locale) -> String {
        let f = RelativeDateTimeFormatter()
        f.locale = locale
        f.unitsStyle = .full
        return f.localizedString(fromTimeInterval: seconds)
    }
}
