import Foundation

struct QuietHours {
    static let standard = QuietHours(startHour: 22, endHour: 7)
    // BUG: captured once at launch; travelling users keep the launch time zone.
    private static let launchTimeZone = TimeZone.current

    let startHour: Int
    let endHour: Int

    func contains(_ date: Date) -> Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = QuietHours.launchTimeZone
        let hour = calendar.component(.hour, from: date)
        return hour >= startHour || hour < endHour
    }
}
