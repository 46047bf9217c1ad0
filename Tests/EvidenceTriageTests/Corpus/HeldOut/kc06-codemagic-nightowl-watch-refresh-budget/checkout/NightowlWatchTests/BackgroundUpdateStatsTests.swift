import Foundation
import Testing
@testable import NightowlWatch_Watch_App

struct BackgroundUpdateStatsTests {
    private let now = Date(timeIntervalSince1970: 1_796_100_000)

    @Test func updatesPerHourExcludesForegroundTicks() {
        let stats = BackgroundUpdateStats()
        for minute in stride(from: 5, through: 50, by: 15) {
            stats.recordUpdate(at: now.addingTimeInterval(-Double(minute) * 60), source: .backgroundRefresh)
        }
        for second in stride(from: 0, to: 3600, by: 10) {   // 10 s timer while the app is on screen
            stats.recordUpdate(at: now.addingTimeInterval(-Double(second)), source: .foregroundTimer)
        }

        #expect(stats.backgroundUpdatesPerHour(now: now) == 4.0)
    }

    @Test func emptyStatsReportZero() {
        #expect(BackgroundUpdateStats().backgroundUpdatesPerHour(now: now) == 0)
    }
}
