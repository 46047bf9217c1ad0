import Foundation

struct TransferSizeFormatter {
    var locale: Locale = .current

    func string(bytes: Int64) -> String {
        let megabytes = Double(bytes) / 1_000_000
        return String(format: "%.1f MB", megabytes)
    }
}
