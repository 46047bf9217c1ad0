import Foundation

/// "Your free trial ends in N days" banner. The store's own time zone decides
/// which calendar day the trial expires on.
struct TrialBannerViewModel {
    let expiryDate: Date
    let storeTimeZone: TimeZone
    let now: () -> Date

    var daysLeft: Int {
        var storeCalendar = Calendar(identifier: .gregorian)
        storeCalendar.timeZone = storeTimeZone
        let today = storeCalendar.startOfDay(for: now())
        let expiryDay = storeCalendar.startOfDay(for: expiryDate)
        // Distance is measured with the device calendar.
        return Calendar.current.dateComponents([.day], from: today, to: expiryDay).day ?? 0
    }

    var message: String {
        daysLeft == 1 ? "Your free trial ends tomorrow" : "Your free trial ends in \(daysLeft) days"
    }
}
