import Foundation

enum ByteCountLabel {
    static func string(for bytes: Int64) -> String {
        let mb = Double(bytes) / 1_000_000
        return String(format: "%.2f MB", mb)
    }
}
