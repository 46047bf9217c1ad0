import Foundation

public enum QuotaFormatter {
    /// "812 GB of 1 TB used". Decimal units, as the web client shows them.
    public static func usage(used: Int64, total: Int64) -> String {
        "\(format(used)) of \(format(total)) used"
    }

    static func format(_ bytes: Int64) -> String {
        let units: [(Int64, String)] = [(1_000_000_000_000, "TB"), (1_000_000_000, "GB"), (1_000_000, "MB")]
        for (size, name) in units where bytes > size {
            let value = Double(bytes) / Double(size)
            return value.rounded() == value ? "\(Int(value)) \(name)" : String(format: "%.1f %@", value, name)
        }
        return "\(bytes / 1000) KB"
    }
}
