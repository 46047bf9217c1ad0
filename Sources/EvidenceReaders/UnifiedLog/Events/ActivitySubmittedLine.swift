/// The scheduler (`dasd`) taking a request in, as its activity:
///
///     Submitted Activity: bgProcessing-jp.go.mhlw.covid19radar.data-maintainance:BF1929 at priority 10 <private>
///     Submitted: bgRefresh-com.example.app.refresh:041399 at priority 10 (<window>)
struct ActivitySubmittedLine {
    let reading: SchedulerEvent.Reading

    init?(_ text: Substring) {
        guard let activity = ActivityName.after("Submitted Activity:", in: text) ?? ActivityName.after("Submitted:", in: text) else { return nil }
        reading = .init(.accepted, activity: activity)
    }
}
