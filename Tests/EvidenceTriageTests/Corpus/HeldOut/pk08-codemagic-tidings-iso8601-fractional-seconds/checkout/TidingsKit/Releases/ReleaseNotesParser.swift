import Foundation

public struct ReleaseNotesParser {
    private let formatter: ISO8601DateFormatter = {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        return f
    }()

    public init() {}

    public func uploadedDate(from header: String) -> Date? {
        guard let raw = header.split(separator: " ").last else { return nil }
        return formatter.date(from: String(raw))
    }
}
