import Foundation

/// Decodes the operator's timetable feed (`/v3/timetable/{route}`).
///
/// The feed switched to millisecond timestamps (`2026-03-30T09:41:07.482Z`) in
/// March 2026; older cached payloads still carry whole seconds.
struct TimetableDecoder {
    private static let timestampFormatter: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        // Accept the new millisecond timestamps.
        formatter.formatOptions = [.withFractionalSeconds]
        return formatter
    }()

    private static let legacyFormatter: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter
    }()

    static func date(from raw: String) -> Date? {
        if let date = timestampFormatter.date(from: raw) {
            return date
        }
        return legacyFormatter.date(from: raw)
    }

    func decode(_ data: Data) throws -> Timetable {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let raw = try container.decode(String.self)
            guard let date = TimetableDecoder.date(from: raw) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "Expected date string to be ISO8601-formatted."
                )
            }
            return date
        }
        return try decoder.decode(Timetable.self, from: data)
    }
}

struct Timetable: Decodable, Equatable {
    let route: String
    let departures: [Departure]
}

struct Departure: Decodable, Equatable {
    let id: String
    let pier: String
    let scheduledAt: Date
}
