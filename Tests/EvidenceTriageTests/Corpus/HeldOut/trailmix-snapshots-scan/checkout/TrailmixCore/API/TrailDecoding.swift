//
//  TrailDecoding.swift
//  TrailmixCore
//

import Foundation

public struct TrailSummary: Decodable, Equatable {
    public let id: Int
    public let name: String
    public let lengthMeters: Double
    public let updatedAt: Date

    enum CodingKeys: String, CodingKey {
        case id, name
        case lengthMeters = "length_m"
        case updatedAt = "updated_at"
    }
}

public struct TrailPage: Decodable {
    public let trails: [TrailSummary]
    public let next: String?
}

public enum TrailDecoding {
    /// The trails API sends RFC 3339 timestamps with millisecond precision.
    public static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601WithFractionalSeconds
        return decoder
    }
}

extension JSONDecoder.DateDecodingStrategy {
    static let iso8601WithFractionalSeconds = custom { decoder in
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        guard let date = formatter.date(from: string) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Invalid date: \(string)")
        }
        return date
    }
}
