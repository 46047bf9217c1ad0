import Foundation

enum TrackingStatus: Equatable {
    case labelCreated
    case inTransit(city: String)
    case outForDelivery(by: Date)
    case delivered(at: Date)
}

struct TrackingStatusFormatter {
    var locale: Locale = .current
    var timeZone: TimeZone = .current

    func headline(for status: TrackingStatus) -> String {
        switch status {
        case .labelCreated:
            return "Label created"
        case .inTransit(let city):
            return "In transit · \(city)"
        case .outForDelivery(let by):
            return "Out for delivery · by \(time(by))"
        case .delivered(let at):
            return "Delivered · \(time(at))"
        }
    }

    private func time(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: date)
    }
}
