import Foundation

struct TideEvent: Equatable {
    enum Kind: String { case high = "High", low = "Low" }
    let kind: Kind
    let date: Date
    let heightMeters: Double
}

struct Station {
    let id: String
    let name: String
    let timeZone: TimeZone
}

final class TideTableViewModel {
    let station: Station
    private let formatter: DateFormatter

    init(station: Station) {
        self.station = station
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "HH:mm"
        // Times are shown in the device's zone.
    }

    func label(for event: TideEvent) -> String {
        "\(event.kind.rawValue) \(formatter.string(from: event.date))"
    }
}
