/// A crash or backtrace on the scheduler's own queue for a task: the BackgroundTasks framework calls a
/// launch handler registered `using: nil` on its queue named after the task, so a thread on
/// `com.apple.BGTaskScheduler (<task>)` means the OS launched that task and its handler ran. Crash
/// reports print it as the crashed thread's queue (`Crashed: com.apple.BGTaskScheduler
/// (…transcription-processing)`, `Dispatch queue: com.apple.BGTaskScheduler (<task>)`), and a test
/// log's crash line as `on queue com.apple.BGTaskScheduler (<task>)`.
struct HandlerQueueLine {
    let reading: SchedulerEvent.Reading

    /// What marks the line; the catalog's `system-launched` says the same.
    static let markers = ["com.apple.BGTaskScheduler ("]

    init?(_ text: Substring) {
        guard let range = Self.markers.lazy.compactMap({ text.range(of: $0) }).first else { return nil }
        let name = text[range.upperBound...].prefix { $0 != ")" }
        // A name cut short with `…` (Crashlytics shortens long ones) names no task we can match.
        guard name.contains("."), !name.hasPrefix("…"), name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" }) else { return nil }
        reading = .init(.launched, task: String(name))
    }
}
