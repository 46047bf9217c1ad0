import Testing
import Foundation
@testable import Lumenpost

@Suite struct RelativeDateFormatterTests {
    let formatter = RelativeDateFormatter()

    @Test func today() {
        let todayWithTime = Calendar.current.date(bySettingHour: 14, minute: 30, second: 0, of: .now)!
        #expect(formatter.string(from: todayWithTime) == "Today, 2:30 PM")
    }
}
