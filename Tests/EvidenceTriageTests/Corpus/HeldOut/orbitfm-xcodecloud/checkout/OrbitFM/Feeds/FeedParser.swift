//
//  FeedParser.swift
//  OrbitFM
//

import Foundation

enum ITunesDuration {
    /// Parses <itunes:duration>. Podcasts publish "HH:MM:SS", "H:MM:SS",
    /// "MM:SS", "M:SS" or a plain number of seconds.
    static func seconds(from raw: String) -> TimeInterval? {
        let parts = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: ":")
            .map { Double($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        let values = parts.compactMap { $0 }
        // Read left to right as hours, minutes, seconds.
        let weights: [Double] = [3600, 60, 1]
        return zip(values, weights).reduce(0) { $0 + $1.0 * $1.1 }
    }
}
