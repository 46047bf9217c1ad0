import Foundation

struct GPXExporter {
    private let formatter: ISO8601DateFormatter = {
        let f = ISO8601DateFormatter()
        f.timeZone = .current
        return f
    }()

    func timestamp(_ date: Date) -> String { formatter.string(from: date) }
}
