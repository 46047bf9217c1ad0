import XCTest
@testable import Runner

/// Static checks on the host app this bundle is injected into (the built Runner.app).
final class BackgroundConfigTests: XCTestCase {
    private var permitted: [String] {
        Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    }

    func testEveryRegisteredTaskIsPermitted() {
        for id in AppBackgroundTasks.workmanagerIdentifiers {
            XCTAssertTrue(permitted.contains(id), "\(id) is not in BGTaskSchedulerPermittedIdentifiers")
        }
    }

    func testLaunchRegistrationsSucceeded() throws {
        let records = try DiagnosticsLog.read(.registration)
        let failed = records.filter { $0.outcome != "succeeded" }.map(\.identifier)
        XCTAssertEqual(failed, [], "task registrations failed at launch")
    }
}
