import Foundation

public struct MessageTimestampFormatter {
    public var locale: Locale
    public var timeZone: TimeZone

    public init(locale: Locale = .current, timeZone: TimeZone = .current) {
        self.locale = locale
        self.timeZone = timeZone
    }

    public func string(sentAt: Date, editedAt: Date?) -> String {
        var style = Date.FormatStyle(date: .omitted, time: .shortened).locale(locale)
        style.timeZone = timeZone
        let time = sentAt.formatted(style)
        if editedAt != nil {
            return time + " Edited"
        }
        return time
    }
}
