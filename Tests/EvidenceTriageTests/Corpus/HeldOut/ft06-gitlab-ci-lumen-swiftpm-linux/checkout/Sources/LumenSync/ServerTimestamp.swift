import Foundation

/// Timestamps in the feed delta come from two generations of the API:
/// `2026-03-18T07:15:02+09:00` (v3) and `2026-03-18T07:15:02 +09:00` (v2,
/// still served by the archive shards).
public enum ServerTimestamp {
    public static func parse(_ raw: String) -> Date? {
        try? Date(raw, strategy: .iso8601)
    }
}
