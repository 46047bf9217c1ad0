/// dasd's name of a task request: `bgRefresh-<task>:<hex>` (`bgProcessing-` for a processing task),
/// a new hexadecimal suffix for each submission. Some captures print the app before the task
/// (`bgRefresh-<app>:<task>:3A91C2`): the task is the last part before the suffix.
struct ActivityName: Equatable {
    var name: String
    var task: String

    static let prefixes = ["bgRefresh-", "bgProcessing-"]

    /// The activity that begins `text` (after quotes, spaces and the `{(` of a list).
    init?(_ text: Substring) {
        let start = text.drop { $0 == " " || $0 == ":" || $0 == "'" || $0 == "{" || $0 == "(" || $0 == "\t" }
        guard Self.prefixes.contains(where: { start.hasPrefix($0) }) else { return nil }
        let token = start.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" || $0 == ":" }
        var parts = token.drop { $0 != "-" }.dropFirst().split(separator: ":")
        if parts.count > 1, let last = parts.last, last.count >= 4, last.allSatisfy(\.isHexDigit) { parts.removeLast() }
        guard let task = parts.last, task.contains(".") else { return nil }
        name = String(token.hasSuffix(":") ? token.dropLast() : token)
        self.task = String(task)
    }

    /// The first activity named after `marker` in `text`.
    static func after(_ marker: String, in text: Substring) -> ActivityName? {
        guard let range = text.range(of: marker) else { return nil }
        return ActivityName(text[range.upperBound...])
    }

    /// The first activity named where one of `markers` stands in `text`: a marker that spells the
    /// activity's beginning (`CANCELED: bgRefresh-`) names the activity it begins; any other names
    /// the one right after it.
    static func named(by markers: [String], in text: Substring) -> ActivityName? {
        for marker in markers {
            guard let range = text.range(of: marker) else { continue }
            if let activity = prefixes.contains(where: marker.contains) ? first(in: text[range.lowerBound...]) : ActivityName(text[range.upperBound...]) {
                return activity
            }
        }
        return nil
    }

    /// The first activity `text` names anywhere.
    static func first(in text: Substring) -> ActivityName? {
        let starts = prefixes.compactMap { text.range(of: $0)?.lowerBound }
        return starts.min().flatMap { ActivityName(text[$0...]) }
    }

    /// The task a framework's description names after `marker` (`<BGAppRefreshTask: <task>>`,
    /// `<BGProcessingTaskRequest: <task>, earliestBeginDate: …>`); nil for `(null)` or none.
    /// A marker may end with the description's beginning (`Running task: <BG`).
    static func describedTask(after marker: String, in text: Substring) -> String? {
        guard let range = text.range(of: marker) else { return nil }
        let start = marker.hasSuffix("<BG") ? text.index(range.upperBound, offsetBy: -3) : range.upperBound
        let rest = text[start...].drop { $0 == " " || $0 == "<" }
        // `<BGAppRefreshTask: ` and the like, then the identifier.
        guard rest.hasPrefix("BG"), let colon = rest.range(of: ": ") else { return nil }
        let task = rest[colon.upperBound...].prefix { $0 != "," && $0 != ">" && $0 != " " }
        return task.contains(".") ? String(task) : nil
    }
}
