import XCTest
@testable import Tidewatch

/// Reads the Info.plist of the app under test (the built one, not Sources/Info.plist).
final class InfoPlistContractTests: XCTestCase {
    private let info = Bundle(for: TideRefreshScheduler.self).infoDictionary ?? [:]

    func testPermittedIdentifiersCoverRegisteredTasks() {
        let permitted = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertEqual(Set(permitted), Set(BackgroundTaskID.allCases.map(\.rawValue)))
    }

    func testBackgroundModesDeclared() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch") && modes.contains("processing"), "UIBackgroundModes in the built app: \(modes)")
    }
}
