import Foundation

/// Day headers in the itinerary ("Sunday, 29 December 2024") and parsing of local
/// departure times coming from the booking feed ("2025-03-30T02:30:00", no offset).
struct ItineraryHeaderFormatter {
    let locale: Locale
    let timeZone: TimeZone

    private var headerFormatter: DateFormatter {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        f.dateFormat = "EEEE, d MMMM YYYY"
        return f
    }

    private var feedFormatter: DateFormatter {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = timeZone
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return f
    }

    func header(for date: Date) -> String {
        headerFormatter.string(from: date)
    }

    func departure(fromFeed value: String) -> Date? {
        feedFormatter.date(from: value)
    }
}
