import Foundation

enum EpisodeDurationText {
    static func short(seconds: Int, locale: Locale) -> String {
        let f = DateComponentsFormatter()
        f.allowedUnits = seconds >= 3600 ? [.hour, .minute] : [.minute]
        // Long episodes use the compact style so they fit the row.
        f.unitsStyle = seconds >= 3600 ? .abbreviated : .short
        var cal = Calendar.current
        cal.locale = locale
        f.calendar = cal
        return f.string(from: TimeInterval(seconds)) ?? ""
    }
}
