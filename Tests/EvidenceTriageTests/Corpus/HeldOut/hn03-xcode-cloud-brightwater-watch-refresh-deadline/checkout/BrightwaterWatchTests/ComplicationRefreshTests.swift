import Foundation
import Testing
import WatchKit
@testable import Brightwater_Watch_App

@Suite struct ComplicationRefreshTests {
    @Test func swellHeightRoundsToHalfMetre() {
        #expect(ComplicationFormatter.height(1.26) == "1.5 m")
    }

    /// Schedules a refresh one minute out and waits for the system to hand the
    /// WKApplicationRefreshBackgroundTask to the extension delegate.
    @Test(.timeLimit(.minutes(2)))
    func systemDeliversScheduledRefresh() async throws {
        let scheduled: Void = try await withCheckedThrowingContinuation { cont in
            WKApplication.shared().scheduleBackgroundRefresh(
                withPreferredDate: Date(timeIntervalSinceNow: 60), userInfo: nil) { error in
                if let error { cont.resume(throwing: error) } else { cont.resume() }
            }
        }
        _ = scheduled
        await confirmation("handle(_:) received the refresh task") { handled in
            for await _ in NotificationCenter.default.notifications(named: ExtensionDelegate.refreshHandled) {
                handled()
                break
            }
        }
    }
}
