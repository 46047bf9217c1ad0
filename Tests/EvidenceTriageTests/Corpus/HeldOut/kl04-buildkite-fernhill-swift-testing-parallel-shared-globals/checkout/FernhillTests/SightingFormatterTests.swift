import Foundation
import Testing
@testable import Fernhill

struct SightingFormatterTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func relativeDateUsesYesterday() {
        let date = now.addingTimeInterval(-86_400)
        #expect(SightingFormatter.relative(date, now: now) == "Yesterday")
    }

    @Test func relativeDateUsesHoursToday() {
        let date = now.addingTimeInterval(-7_200)
        #expect(SightingFormatter.relative(date, now: now) == "2 Hours Ago")
    }
}
