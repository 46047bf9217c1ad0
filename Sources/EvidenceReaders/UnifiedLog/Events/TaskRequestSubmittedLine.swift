/// The BackgroundTasks framework in the app's process, submitting a request:
///
///     submitTaskRequest: <BGAppRefreshTaskRequest: com.transistorsoft.fetch, earliestBeginDate: 2020-06-15 07:30:54 +0000>
///     Submitting task request activity: bgRefresh-com.transistorsoft.fetch:6796B3
struct TaskRequestSubmittedLine {
    let reading: SchedulerEvent.Reading

    /// What marks the line (a request's description, an activity); the catalog's `app-submitted` says them too.
    static let described = ["submitTaskRequest:"], activities = ["Submitting task request activity:"]
    static let markers = described + activities

    init?(_ text: Substring) {
        if let task = Self.described.lazy.compactMap({ ActivityName.describedTask(after: $0, in: text) }).first {
            reading = .init(.submitted, task: task)
        } else if let activity = ActivityName.named(by: Self.activities, in: text) {
            reading = .init(.submitted, activity: activity)
        } else {
            return nil
        }
    }
}
