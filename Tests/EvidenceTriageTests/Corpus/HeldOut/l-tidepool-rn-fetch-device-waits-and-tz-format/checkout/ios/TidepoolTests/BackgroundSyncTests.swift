import XCTest
@testable import Tidepool

/// Device-lab suite (self-hosted runner "dock-3", iPhone 13 on a charger).
/// The harness backgrounds the app through the RN bridge and listens for
/// react-native-background-fetch events.
final class BackgroundSyncTests: XCTestCase {
    private let records = DiagnosticsFile.shared

    func testConfigureReportsAvailable() throws {
        let status = try BackgroundSyncHarness.configure(minimumFetchInterval: 15)
        XCTAssertEqual(status, .available)
    }

    func testFetchEventArrivesWithin30Minutes() throws {
        let received = expectation(description: "background-fetch event com.transistorsoft.fetch")
        BackgroundSyncHarness.onEvent = { taskId in
            if taskId == "com.transistorsoft.fetch" { received.fulfill() }
        }
        _ = try BackgroundSyncHarness.configure(minimumFetchInterval: 15)
        BackgroundSyncHarness.sendAppToBackground()
        wait(for: [received], timeout: 1_800)
    }

    /// Reads the launches the app recorded since yesterday's run.
    func testPeriodicFetchEvery15Minutes() throws {
        let launches = records.all(phase: .launch, id: "com.transistorsoft.fetch").map(\.timestamp)
        XCTAssertGreaterThanOrEqual(launches.count, 2)
        let gaps = zip(launches.dropFirst(), launches).map { $0.timeIntervalSince($1) }
        let worst = gaps.max() ?? .infinity
        XCTAssertLessThanOrEqual(worst, 16 * 60, "largest gap between fetch events (s)")
    }
}
