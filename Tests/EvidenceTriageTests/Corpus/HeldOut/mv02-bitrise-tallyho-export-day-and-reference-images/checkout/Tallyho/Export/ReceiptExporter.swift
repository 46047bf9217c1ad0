import Foundation

enum ReceiptExporter {
    // No timeZone set: formats in TimeZone.current, which is the runner's zone.
    private static let dayFormatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd"
        return f
    }()

    static func fileName(title: String, createdAt: Date) -> String {
        "\(dayFormatter.string(from: createdAt)) \(title).csv"
    }

    static func header(title: String, createdAt: Date) -> ExportHeader {
        ExportHeader(title: title, dateLine: "Date: \(dayFormatter.string(from: createdAt))")
    }
}
