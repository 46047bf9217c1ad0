import Foundation

enum DataUsageFormatter {
    static func string(bytes: Int64) -> String {
        let mb = Double(bytes) / 1_000_000
        if mb < 1000 { return String(format: "%.0f MB", floor(mb)) }
        return String(format: "%.1f GB", mb / 1000)
    }
}
