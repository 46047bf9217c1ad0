import Foundation

enum TileCacheSizeFormatter {
    /// Size shown next to an offline area, e.g. "12.6 MB" (decimal units, like Settings > Storage).
    static func string(bytes: Int64) -> String {
        let formatter = ByteCountFormatter()
        formatter.allowedUnits = [.useMB, .useGB]
        formatter.countStyle = .binary
        return formatter.string(fromByteCount: bytes)
    }
}
