import XCTest
import BackgroundTasks
@testable import UnityFramework

/// Native tests for the sailings refresh plugin (Assets/Plugins/iOS/HarborBackgroundRefresh.swift).
/// Added to the generated Unity-iPhone project by Assets/Editor/HarborNativeTestsPostBuild.cs.
final class BackgroundRefreshTests: XCTestCase {

    func testRefreshIdentifierMatchesPlist() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(HarborBackgroundRefresh.refreshIdentifier))
    }

    func testHandlerRegisteredAtLaunch() {
        XCTAssertTrue(HarborBackgroundRefresh.shared.isRegistered,
                      "register(forTaskWithIdentifier:) must run in didFinishLaunching")
    }

    func testSubmitsRefreshAfterSailingsSync() {
        let refresh = HarborBackgroundRefresh.shared

        let error = refresh.scheduleNextRefresh(after: 30 * 60)

        XCTAssertNil(error, "submitting the sailings refresh request failed")
        XCTAssertEqual(refresh.pendingRequestIdentifier, HarborBackgroundRefresh.refreshIdentifier)
    }
}
