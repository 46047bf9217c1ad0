import XCTest
@testable import Ferrule

/// The app registers its background tasks when the test host launches; every
/// registration must have been accepted by BGTaskScheduler.
final class BackgroundRegistrationTests: XCTestCase {
    func testAllTasksRegisteredAtLaunch() throws {
        let records = try DiagnosticsLog.shared.readAll()
        let registrations = records.filter { $0.phase == .registration }

        XCTAssertEqual(Set(registrations.map(\.identifier)),
                       [BackgroundTaskRegistry.cleanup, BackgroundTaskRegistry.refresh, BackgroundTaskRegistry.prefetch])
        let rejected = registrations.filter { $0.outcome != .succeeded }.map(\.identifier).sorted()
        XCTAssertEqual(rejected, [], "registrations that did not succeed")
    }

    func testPermittedIdentifiersCoverEveryRegisteredTask() throws {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        for identifier in [BackgroundTaskRegistry.cleanup, BackgroundTaskRegistry.refresh, BackgroundTaskRegistry.prefetch] {
            XCTAssertTrue(permitted.contains(identifier), "\(identifier) missing from BGTaskSchedulerPermittedIdentifiers of the built app")
        }
    }
}
