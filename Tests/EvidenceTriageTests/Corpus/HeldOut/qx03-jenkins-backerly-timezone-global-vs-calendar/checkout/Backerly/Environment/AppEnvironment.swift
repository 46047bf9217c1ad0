import Foundation

struct AppEnvironment {
    var calendar: Calendar
    var timeZone: TimeZone
    var locale: Locale

    static var current = AppEnvironment(
        calendar: Calendar(identifier: .gregorian),
        timeZone: .current,
        locale: Locale(identifier: "en_US")
    )

    static func replaceCurrent(calendar: Calendar? = nil, timeZone: TimeZone? = nil, locale: Locale? = nil) {
        if let calendar { current.calendar = calendar }
        if let timeZone { current.timeZone = timeZone }
        if let locale { current.locale = locale }
    }
}
