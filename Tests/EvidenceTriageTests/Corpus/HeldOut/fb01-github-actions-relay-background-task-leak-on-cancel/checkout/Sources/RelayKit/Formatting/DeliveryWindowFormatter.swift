import Foundation

public struct DeliveryWindowFormatter {
    public var locale: Locale = .current
    public init(locale: Locale = .current) { self.locale = locale }

    /// "Delivers in 2 hours" style copy for the campaign preview.
    public func string(untilDelivery interval: TimeInterval) -> String {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .short
        formatter.allowedUnits = interval >= 3600 ? [.hour] : [.minute]
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        formatter.calendar = calendar
        return "Delivers in " + (formatter.string(from: interval) ?? "")
    }
}
