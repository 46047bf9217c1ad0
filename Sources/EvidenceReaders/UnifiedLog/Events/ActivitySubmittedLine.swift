/// The scheduler (`dasd`) taking a request in, as its activity:
///
///     Submitted Activity: bgProcessing-jp.go.mhlw.covid19radar.data-maintainance:BF1929 at priority 10 <private>
///     Submitted: bgRefresh-com.example.app.refresh:041399 at priority 10 (<window>)
struct ActivitySubmittedLine {
    let reading: SchedulerEvent.Reading

    /// What marks the line; the catalog's `scheduler-accepted` says the same.
    static let markers = ["Submitted: bgRefresh-", "Submitted: bgProcessing-", "Submitted Activity: bgRefresh-", "Submitted Activity: bgProcessing-"]

    init?(_ text: Substring) {
        guard let activity = ActivityName.named(by: Self.markers, in: text) else { return nil }
        reading = .init(.accepted, activity: activity)
    }
}
