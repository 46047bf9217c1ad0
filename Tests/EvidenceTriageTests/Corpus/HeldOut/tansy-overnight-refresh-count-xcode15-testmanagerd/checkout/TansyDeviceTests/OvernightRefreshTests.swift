import XCTest
@testable import Tansy

/// Reads the diagnostics the app wrote while the lab phone sat overnight
/// (screen off, on the charger) after yesterday's run submitted the refresh.
final class OvernightRefreshTests: XCTestCase {
    private let records = DiagnosticsFile.shared

    func testRefreshRegisteredAtEveryLaunch() throws {
        let launches = records.all(phase: .registration, id: FeedRefresh.identifier)
        XCTAssertTrue(launches.allSatisfy { $0.outcome == .succeeded })
    }

    /// earliestBeginDate is always now + 1 h, so eight hours of night means
    /// at least eight refreshes.
    func testRefreshRanAtLeastHourlyOvernight() throws {
        let night = DateInterval(start: Lab.lastRunEnd, end: Lab.thisRunStart)
        let runs = records.all(phase: .launch, id: FeedRefresh.identifier).filter { night.contains($0.timestamp) }
        XCTAssertGreaterThanOrEqual(runs.count, Int(night.duration / 3600), "refresh launches overnight")
    }
}
