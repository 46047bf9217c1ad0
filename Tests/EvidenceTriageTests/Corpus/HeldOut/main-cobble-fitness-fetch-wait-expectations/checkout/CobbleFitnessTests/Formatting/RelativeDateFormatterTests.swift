import Testing
import Foundation
@testable import CobbleFitness

struct RelativeDateFormatterTests {
    let formatter = RelativeDateFormatter()
    let calendar = Calendar.current

    @Test func today() {
        let todayWithTime = calendar.date(bySettingHour: 14, minute: 30, second: 0, of: .now)!
        #expect(formatter.string(from: todayWithTime) == "Today, 2:30 PM")
    }

    @Test func earlierThisWeekUsesWeekday() {
        let date = calendar.date(byAdding: .day, value: -3, to: .now)!
        #expect(formatter.string(from: date).isEmpty == false)
    }
}
