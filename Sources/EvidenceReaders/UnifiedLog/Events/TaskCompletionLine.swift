/// The end of a task's run: the framework marking it complete with the job's word, or ending its
/// request's activity, in the app's process; the scheduler seeing the activity end:
///
///     Marking task <BGProcessingTask: jp.go.mhlw.covid19radar.data-maintainance> complete with success: 1
///     Marking task (null) complete with success: 1
///     Complete task request activity: bgRefresh-com.transistorsoft.fetch:519B19
///     COMPLETED bgProcessing-jp.go.mhlw.covid19radar.data-maintainance:BE6ED9 at priority 10 <private>!
struct TaskCompletionLine {
    let reading: SchedulerEvent.Reading

    /// What marks the line: the job's word (succeeded, failed), an activity's end. The catalog's
    /// `system-completed` says the first and the last, `job-reported-failure` the second.
    static let succeeded = ["complete with success: 1"], failed = ["complete with success: 0"]
    static let activities = ["Complete task request activity: bg", "COMPLETED bgRefresh-", "COMPLETED bgProcessing-"]

    init?(_ text: Substring) {
        let success = Self.succeeded.contains(where: text.contains) ? true : Self.failed.contains(where: text.contains) ? false : nil
        if text.contains("Marking task"), let success {
            reading = .init(.completed, task: ActivityName.describedTask(after: "Marking task", in: text), success: success)
        } else if let activity = ActivityName.named(by: Self.activities, in: text) {
            reading = .init(.completed, activity: activity)
        } else {
            return nil
        }
    }
}
