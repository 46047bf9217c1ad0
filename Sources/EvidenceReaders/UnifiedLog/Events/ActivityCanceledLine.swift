/// The scheduler dropping a pending request — the app cancelled it, or submitted the same
/// identifier again, which replaces it (the next `Submitted Activity` names a new suffix):
///
///     CANCELED: bgProcessing-<task>:01A8A2 at priority 10 <private>!
///     Daemon Canceling Activities: {( bgProcessing-<task>:01A8A2 )}
struct ActivityCanceledLine {
    let reading: SchedulerEvent.Reading

    /// What marks the line; the catalog's `scheduler-cancelled` says the same.
    static let markers = ["CANCELED: bgRefresh-", "CANCELED: bgProcessing-", "Daemon Canceling Activities"]

    init?(_ text: Substring) {
        guard let activity = ActivityName.named(by: Self.markers, in: text) else { return nil }
        reading = .init(.cancelled, activity: activity)
    }
}
