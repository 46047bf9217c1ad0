import Foundation

/// Formats sailings for the departure board and the ticket wallet.
struct DepartureBoardFormatter {
    private let locale: Locale

    init(locale: Locale = Locale(identifier: "en_GB")) {
        self.locale = locale
    }

    /// "08:40" style wall-clock time for a departure.
    ///
    /// Ports publish timetables in their own local time, so this is what
    /// passengers expect to read on the board.
    func departureTime(for sailing: Sailing) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.dateFormat = "HH:mm"
        // Uses the device's zone; the port's zone is on sailing.departurePort.
        formatter.timeZone = TimeZone.current
        return formatter.string(from: sailing.departure)
    }

    /// "+1" badge when the arrival falls on the next calendar day at the arrival port.
    func arrivalDayOffset(for sailing: Sailing) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = sailing.arrivalPort.timeZone
        let dep = calendar.startOfDay(for: sailing.departure)
        let arr = calendar.startOfDay(for: sailing.arrival)
        return calendar.dateComponents([.day], from: dep, to: arr).day ?? 0
    }
}
