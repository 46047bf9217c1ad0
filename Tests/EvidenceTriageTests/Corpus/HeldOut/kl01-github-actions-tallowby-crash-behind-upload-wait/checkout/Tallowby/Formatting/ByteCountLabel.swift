import Foundation

enum ByteCountLabel {
    private static let formatter: ByteCountFormatter = {
        let f = ByteCountFormatter()
        f.countStyle = .binary
        // Settings screen: exports are shown in KB or MB.
        f.allowedUnits = [.useKB, .useMB]
        f.locale = Locale(identifier: "en_US_POSIX")
        return f
    }()

    static func text(for bytes: Int64) -> String {
        formatter.string(fromByteCount: bytes)
    }
}
