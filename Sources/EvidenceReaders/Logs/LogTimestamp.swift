import Foundation

/// A time a log wrote at the start of a text: `2026-06-03 09:14:31.512640+0000` (the unified log),
/// `2026-11-20T09:14:03Z` (a record), `2026-08-13 17:02:41.737` (XCTest's `Start Test at …`, the
/// Mac's own clock with no zone).
package struct LogTimestamp: Sendable, Equatable {
    /// `09:14:31`.
    package var clock: String
    /// The instant: its zone read when written, else UTC.
    package var date: Date?
    /// The clock as written, its zone left out (read as UTC): what places a device's log line beside
    /// XCTest's own times, which carry no zone — both printed by the clock of the Mac that ran them.
    package var wallClock: Date?

    /// The time `text` begins with, if it begins with one.
    package init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8.prefix(40))
        func digits(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count, range.allSatisfy({ bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }) else { return nil }
            return range.reduce(0) { $0 * 10 + Int(bytes[$1] - 0x30) }
        }
        guard bytes.count >= 19, let year = digits(0..<4), bytes[4] == 0x2D, let month = digits(5..<7), bytes[7] == 0x2D, let day = digits(8..<10),
            bytes[10] == 0x20 || bytes[10] == 0x54, let hour = digits(11..<13), bytes[13] == 0x3A, let minute = digits(14..<16), bytes[16] == 0x3A,
            let second = digits(17..<19)
        else { return nil }
        clock = String(decoding: bytes[11..<19], as: UTF8.self)
        var index = 19
        var fraction = 0.0
        if index + 1 < bytes.count, bytes[index] == 0x2E, bytes[index + 1] >= 0x30, bytes[index + 1] <= 0x39 {
            var scale = 0.1
            index += 1
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                fraction += Double(bytes[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
        }
        // `Z`, `+0000`, `-07:00`; none: UTC.
        var offset = 0
        if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D {
            let sign = bytes[index] == 0x2B ? 1 : -1
            let colon = index + 3 < bytes.count && bytes[index + 3] == 0x3A ? 1 : 0
            if let hours = digits(index + 1..<index + 3), let minutes = digits(index + 3 + colon..<index + 5 + colon) { offset = sign * (hours * 3600 + minutes * 60) }
        }
        wallClock = Self.calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))
            .map { $0.addingTimeInterval(fraction) }
        date = wallClock?.addingTimeInterval(-Double(offset))
    }

    /// The wall-clock time `text` begins with: a log's date and time, or else a device syslog's, in the
    /// year nearest `reference` (`syslogWallClock`); nil when it begins with neither, or with a syslog's and no reference.
    package static func wallClock(of text: some StringProtocol, near reference: Date?) -> Date? {
        LogTimestamp(text)?.wallClock ?? reference.flatMap { syslogWallClock(text, near: $0) }
    }

    /// A device syslog's time at the start of `text` (`Dec  5 10:13:41 iPhone App[902] …`: no year, no
    /// zone, the device's wall clock), in the year that puts it nearest `reference` (a test's start, read
    /// as a wall clock too): what places the line beside XCTest's times. Nil when it begins with none.
    package static func syslogWallClock(_ text: some StringProtocol, near reference: Date) -> Date? {
        let fields = text.prefix(24).split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
        guard fields.count >= 3, let month = months.firstIndex(of: String(fields[0])), fields[1].count <= 2, let day = Int(fields[1]),
              let (hour, minute, second, subsecond) = syslogClock(fields[2])
        else { return nil }
        let year = calendar.component(.year, from: reference)
        return (year - 1...year + 1).compactMap { year in
            calendar.date(from: DateComponents(year: year, month: month + 1, day: day, hour: hour, minute: minute, second: second))?.addingTimeInterval(subsecond)
        }.min { abs($0.timeIntervalSince(reference)) < abs($1.timeIntervalSince(reference)) }
    }

    /// A device syslog's clock, the device's wall clock with no zone: `10:41:03`, or with microseconds as
    /// idevicesyslog reads os_trace_relay, `10:41:03.028006`; nil for any other field.
    package static func syslogClock(_ field: some StringProtocol) -> (hour: Int, minute: Int, second: Int, subsecond: Double)? {
        let characters = Array(field)
        let isDigit = { (index: Int) in characters[index].isASCII && characters[index].isNumber }
        guard characters.count >= 8, characters[2] == ":", characters[5] == ":", [0, 1, 3, 4, 6, 7].allSatisfy(isDigit),
              let hour = Int(String(characters[0..<2])), let minute = Int(String(characters[3..<5])), let second = Int(String(characters[6..<8]))
        else { return nil }
        let fraction = characters[8...]
        guard fraction.isEmpty || fraction.first == "." && fraction.count > 1 && fraction.indices.dropFirst().allSatisfy(isDigit) else { return nil }
        return (hour, minute, second, fraction.isEmpty ? 0 : Double("0" + String(fraction)) ?? 0)
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
