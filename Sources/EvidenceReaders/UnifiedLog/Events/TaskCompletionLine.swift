/// The end of a task's run: the framework marking it complete with the job's word, or ending its
/// request's activity, in the app's process; the scheduler seeing the activity end:
///
///     Marking task <BGProcessingTask: jp.go.mhlw.covid19radar.data-maintainance> complete with success: 1
///     Marking task (null) complete with success: 1
///     Complete task request activity: bgRefresh-com.transistorsoft.fetch:519B19
///     COMPLETED bgProcessing-jp.go.mhlw.covid19radar.data-maintainance:BE6ED9 at priority 10 <private>!
struct TaskCompletionLine {
    let reading: SchedulerEvent.Reading

    init?(_ text: Substring) {
        if text.contains("Marking task"), let success = text.range(of: "complete with success:") {
            let word = text[success.upperBound...].drop { $0 == " " }.first
            guard word == "0" || word == "1" else { return nil }
            reading = .init(.completed, task: ActivityName.describedTask(after: "Marking task", in: text), success: word == "1")
        } else if let activity = ActivityName.after("Complete task request activity:", in: text) ?? ActivityName.after("COMPLETED", in: text) {
            reading = .init(.completed, activity: activity)
        } else {
            return nil
        }
    }
}
