/// The OS expiring a running task, where the log says it: the framework's line when the debugger
/// simulates it (`Simulating expiration for task with identifier <task>`). No capture of a real
/// expiration's own line was found to read.
struct TaskExpirationLine {
    let reading: SchedulerEvent.Reading

    /// What marks the line; the catalog's `simulated-expiration` says the same.
    static let markers = ["Simulating expiration for task with identifier "]

    init?(_ text: Substring) {
        guard let range = Self.markers.lazy.compactMap({ text.range(of: $0) }).first else { return nil }
        let task = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" }
        guard task.contains(".") else { return nil }
        reading = .init(.expired, task: String(task))
    }
}
