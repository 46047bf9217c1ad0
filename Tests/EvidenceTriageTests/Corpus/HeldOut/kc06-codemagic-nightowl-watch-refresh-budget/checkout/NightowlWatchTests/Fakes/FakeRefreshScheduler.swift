import Foundation
@testable import NightowlWatch_Watch_App

/// Records scheduling requests instead of asking watchOS.
final class FakeRefreshScheduler: RefreshScheduling {
    private(set) var scheduledDates: [Date] = []

    func scheduleBackgroundRefresh(preferredDate: Date, completion: @escaping (Error?) -> Void) {
        scheduledDates.append(preferredDate)
        completion(nil)
    }
}
