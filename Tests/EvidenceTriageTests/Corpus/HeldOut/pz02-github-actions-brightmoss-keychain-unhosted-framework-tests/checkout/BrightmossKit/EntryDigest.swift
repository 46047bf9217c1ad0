import Foundation

public struct Entry { public var text: String; public var createdAt: Date }

public struct EntryDigest {
    let calendar: Calendar
    public init(calendar: Calendar) { self.calendar = calendar }

    public func groupByDay(_ entries: [Entry]) -> [String: [Entry]] {
        let f = DateFormatter()
        f.dateFormat = "yyyy-MM-dd"
        f.timeZone = TimeZone(identifier: "UTC")
        return Dictionary(grouping: entries) { f.string(from: $0.createdAt) }
    }
}
