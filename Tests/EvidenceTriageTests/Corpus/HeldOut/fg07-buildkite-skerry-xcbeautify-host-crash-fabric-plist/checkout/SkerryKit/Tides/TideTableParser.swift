import Foundation

public struct TideEvent: Equatable {
    public enum Kind: String { case high = "HW", low = "LW" }
    public let kind: Kind
    public let time: Date
    public let heightMetres: Double
}

/// Parses the port authority's daily tide CSV: "HW,2025-06-21 05:42,4.31".
/// Times in the file are local standard time for the port, all year round.
public struct TideTableParser {
    public let portTimeZone: TimeZone

    public init(portTimeZone: TimeZone) {
        self.portTimeZone = portTimeZone
    }

    public func parse(_ csv: String) throws -> [TideEvent] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        // Uses the port's zone *with* daylight saving; the file never applies DST.
        formatter.timeZone = portTimeZone

        return try csv.split(whereSeparator: \.isNewline).map { line in
            let fields = line.split(separator: ",").map(String.init)
            guard fields.count == 3,
                  let kind = TideEvent.Kind(rawValue: fields[0]),
                  let time = formatter.date(from: fields[1]),
                  let height = Double(fields[2]) else {
                throw CocoaError(.coderReadCorrupt)
            }
            return TideEvent(kind: kind, time: time, heightMetres: height)
        }
    }
}
