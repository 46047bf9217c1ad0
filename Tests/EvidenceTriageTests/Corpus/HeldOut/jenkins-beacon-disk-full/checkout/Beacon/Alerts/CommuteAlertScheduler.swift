import Foundation

/// Computes when the next "leave now" alert fires; the BGAppRefreshTask handler
/// (com.beacon.app.alerts.refresh) calls this after fetching disruptions.
struct CommuteAlertScheduler {
    var calendar: Calendar = .current

    /// Next occurrence of `departure` (hour/minute) strictly after `now`, minus the lead time.
    func nextAlert(after now: Date, departure: DateComponents, leadMinutes: Int) -> Date {
        let todayDeparture = calendar.date(bySettingHour: departure.hour ?? 0,
                                           minute: departure.minute ?? 0,
                                           second: 0, of: now)!
        var fire = todayDeparture.addingTimeInterval(TimeInterval(-leadMinutes * 60))
        if fire <= now {
            // Roll to tomorrow.
            fire = fire.addingTimeInterval(24 * 60 * 60)
        }
        return fire
    }
}
