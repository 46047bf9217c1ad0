import Foundation

struct Digest {
    var days: [[Task]]
    static func build(_ tasks: [Task], timeZone: TimeZone) -> Digest {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = .gmt
        let grouped = Dictionary(grouping: tasks.filter { !$0.done }) { cal.startOfDay(for: $0.dueAt) }
        return Digest(days: grouped.keys.sorted().map { grouped[$0]! })
    }
}
