import Foundation

enum ByteCountLabel {
    static func text(for bytes: Int64) -> String {
        let f = ByteCountFormatter()
        f.countStyle = .binary
        f.allowedUnits = [.useMB]
        return f.string(fromByteCount: bytes)
    }
}
