import Foundation

enum ByteCountLabel {
    static func text(for bytes: Int64) -> String {
        let mb = Double(bytes) / 1_000_000
        if mb < 1 {
            return "\(bytes / 1000) KB"
        }
        if mb < 1000 {
            // one decimal place
            return String(format: "%.0f MB", mb)
        }
        return String(format: "%.1f GB", mb / 1000)
    }
}
