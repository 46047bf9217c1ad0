/// The OS launching the app for a task and calling its handler, as the framework in the app's
/// process logs it:
///
///     Handling launch from daemon for activities: {( bgRefresh-com.transistorsoft.fetch:519B19 )}
///     Application launched for activities: {( bgRefresh-com.transistorsoft.fetch:519B19 )}
///     Calling handlers for activities: {( bgRefresh-com.transistorsoft.fetch:519B19 )}
///     Running task: <BGAppRefreshTask: com.transistorsoft.fetch>
///     Starting task: <BGProcessingTask: jp.go.mhlw.covid19radar.data-maintainance>
///
/// (the activity lists span three lines in the log, joined by the reader).
struct TaskLaunchLine {
    let reading: SchedulerEvent.Reading

    /// What marks the line (a list of activities, a task's description); the catalog's `system-launched` says the same.
    static let lists = ["Handling launch from daemon for activities", "Application launched for activities", "Calling handlers for activities"]
    static let described = ["Running task: <BG", "Starting task: <BG"]
    static let markers = lists + described

    init?(_ text: Substring) {
        if let activity = ActivityName.named(by: Self.lists, in: text) {
            reading = .init(.launched, activity: activity)
        } else if let task = Self.described.lazy.compactMap({ ActivityName.describedTask(after: $0, in: text) }).first {
            reading = .init(.launched, task: task)
        } else {
            return nil
        }
    }
}
