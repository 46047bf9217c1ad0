import Testing
import Foundation
import SwiftDate
@testable import Tidecaller

@Suite struct TideAlertTests {
    @Test func startLabelSaysToday() {
        let start = DateInRegion() + 2.hours
        #expect(TideAlertContent.startLabel(for: start.date) == "Today")
    }

    @Test func startLabelSaysTomorrow() {
        let tomorrow = DateInRegion() + 1.days
        let start = DateInRegion(year: tomorrow.year, month: tomorrow.month, day: tomorrow.day,
                                 hour: 0, minute: 1, second: 0, region: Region.current)
        let label = TideAlertContent.startLabel(for: start.date)
        #expect(label == "Tomorrow")
    }
}
