import Foundation
import Testing
@testable import Pulsewire

/// Device-lab soak (scheme Pulsewire-Soak): the build is installed at 09:00 with the ring paired,
/// the phone stays on battery on the bench, and this runs at 17:30 against the app's task log.
@Suite(.tags(.deviceLabSoak))
struct DaytimeProcessingTests {

    @Test func processingTaskRunsDuringDaytime() throws {
        let log = try TaskRunLog.load()
        let day = try DateInterval.today(from: "09:00", to: "17:30", in: .current)

        let launches = log.launches(of: BackgroundTaskIdentifiers.fullDrain, in: day)

        #expect(!launches.isEmpty, "the long-window full drain should run at least once during the day")
    }
}
