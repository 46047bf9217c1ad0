import Foundation

enum ByteCountLabel {
    static func text(for bytes: Int64) -> String {
        let mb = Double(bytes) / 1_000_000
        if mb >= 1 {
            return "\(Int(mb)) MB"
        }
        return "\(bytes / 1_000) KB"
    }
}
