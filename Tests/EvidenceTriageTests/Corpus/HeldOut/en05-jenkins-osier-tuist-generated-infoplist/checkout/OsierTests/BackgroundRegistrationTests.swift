import XCTest
@testable import Osier

final class BackgroundRegistrationTests: XCTestCase {
    func testPermittedIdentifiersDeclared() throws {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertNotNil(ids, "built Info.plist has no BGTaskSchedulerPermittedIdentifiers")
        XCTAssertTrue(ids?.contains(FeedBackgroundTasks.refresh.rawValue) ?? false)
        XCTAssertTrue(ids?.contains(FeedBackgroundTasks.prune.rawValue) ?? false)
    }

    func testEveryRegistrationSucceededAtLaunch() throws {
        let records = try RegistrationRecords.load(from: FeedBackgroundTasks.recorder.fileURL)
        let failed = records.filter { $0.phase == "registration" && $0.outcome != "succeeded" }
        XCTAssertEqual(failed.map(\.identifier), [], "registrations failed at launch")
    }
}
