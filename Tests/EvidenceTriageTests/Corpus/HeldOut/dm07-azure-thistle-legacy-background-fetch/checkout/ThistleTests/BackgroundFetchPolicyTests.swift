import UIKit
import XCTest
@testable import Thistle

private final class RecordingApplication: BackgroundFetchConfiguring {
    var intervals: [TimeInterval] = []
    func setMinimumBackgroundFetchInterval(_ interval: TimeInterval) { intervals.append(interval) }
}

final class BackgroundFetchPolicyTests: XCTestCase {
    func testLegacyFetchEnabledWithoutNewSync() {
        let app = RecordingApplication()
        BackgroundFetchPolicy(isNewSyncEnabled: false).apply(to: app)
        XCTAssertEqual(app.intervals, [UIApplication.backgroundFetchIntervalMinimum])
    }

    func testLegacyFetchDisabledWhenNewSyncEnabled() {
        let app = RecordingApplication()
        BackgroundFetchPolicy(isNewSyncEnabled: true).apply(to: app)
        XCTAssertEqual(app.intervals, [UIApplication.backgroundFetchIntervalNever])
    }
}
