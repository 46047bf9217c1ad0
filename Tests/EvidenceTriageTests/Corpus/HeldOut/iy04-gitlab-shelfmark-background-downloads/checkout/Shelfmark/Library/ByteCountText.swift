import Foundation

enum ByteCountText {
    static func size(_ bytes: Int64) -> String {
        let gb = Double(bytes) / 1_000_000_000
        if gb >= 1 { return "\(Int(gb)) GB" }
        return "\(bytes / 1_000_000) MB"
    }
}
