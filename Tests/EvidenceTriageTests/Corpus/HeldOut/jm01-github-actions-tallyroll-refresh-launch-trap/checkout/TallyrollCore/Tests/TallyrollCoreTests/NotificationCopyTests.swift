import Foundation
import Testing
@testable import TallyrollCore

@Suite("Notification copy")
struct NotificationCopyTests {
    // Fixtures are written for the owner's en_CA locale.
    let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/Toronto")!
        calendar.locale = Locale(identifier: "en_CA")
        return calendar
    }()

    @Test func renewalBodyUsesPinnedLocale() {
        let today = Date(timeIntervalSince1970: 1_795_000_000)
        let tomorrow = calendar.date(byAdding: .day, value: 1, to: today)!
        let body = NotificationContent.renewalBody(vendor: "Crave", amount: 11, currencyCode: "CAD",
                                                   renewsOn: tomorrow, today: today, calendar: calendar)
        #expect(body == "Crave renews tomorrow for $11.00")
    }

    @Test func renewalBodySaysTodayOnTheDay() {
        let today = Date(timeIntervalSince1970: 1_795_000_000)
        let body = NotificationContent.renewalBody(vendor: "Crave", amount: 11, currencyCode: "CAD",
                                                   renewsOn: today, today: today, calendar: calendar)
        #expect(body.hasPrefix("Crave renews today"))
    }

    @Test func renewalBodyCountsDaysAhead() {
        let today = Date(timeIntervalSince1970: 1_795_000_000)
        let later = calendar.date(byAdding: .day, value: 5, to: today)!
        let body = NotificationContent.renewalBody(vendor: "Crave", amount: 11, currencyCode: "CAD",
                                                   renewsOn: later, today: today, calendar: calendar)
        #expect(body.contains("in 5 days"))
    }
}
