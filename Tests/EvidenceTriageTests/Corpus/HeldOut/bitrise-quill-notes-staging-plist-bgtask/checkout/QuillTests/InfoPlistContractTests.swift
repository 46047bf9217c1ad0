import XCTest
@testable import Quill

/// Guards the contract between BackgroundTasksRegistrar and the *built* Info.plist.
final class InfoPlistContractTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testBackgroundModesIncludeFetchAndProcessing() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"))
        XCTAssertTrue(modes.contains("processing"))
    }

    func testPermittedIdentifiersCoverRegisteredTasks() {
        let permitted = Set(info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? [])
        let registered = Set(QuillTaskID.allCases.map(\.rawValue))
        XCTAssertEqual(registered.subtracting(permitted), [], "task identifiers missing from BGTaskSchedulerPermittedIdentifiers")
    }
}
