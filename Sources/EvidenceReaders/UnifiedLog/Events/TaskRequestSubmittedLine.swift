/// The BackgroundTasks framework in the app's process, submitting a request:
///
///     submitTaskRequest: <BGAppRefreshTaskRequest: com.transistorsoft.fetch, earliestBeginDate: 2020-06-15 07:30:54 +0000>
///     Submitting task request activity: bgRefresh-com.transistorsoft.fetch:6796B3
struct TaskRequestSubmittedLine {
    let reading: SchedulerEvent.Reading

    init?(_ text: Substring) {
        if let task = ActivityName.describedTask(after: "submitTaskRequest:", in: text) {
            reading = .init(.submitted, task: task)
        } else if let activity = ActivityName.after("Submitting task request activity:", in: text) {
            reading = .init(.submitted, activity: activity)
        } else {
            return nil
        }
    }
}
