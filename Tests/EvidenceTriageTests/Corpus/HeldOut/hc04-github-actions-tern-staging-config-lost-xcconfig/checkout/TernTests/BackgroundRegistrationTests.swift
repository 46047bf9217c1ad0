import XCTest
@testable import Tern

final class BackgroundRegistrationTests: XCTestCase {
    func testEveryTaskIdentifierIsPermitted() throws {
        let permitted = try XCTUnwrap(
            Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String])
        for id in TaskID.all {
            XCTAssertTrue(permitted.contains(id), "\(id) missing from BGTaskSchedulerPermittedIdentifiers \(permitted)")
        }
    }

    func testProcessingModeDeclared() throws {
        let modes = try XCTUnwrap(Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String])
        XCTAssertTrue(modes.contains("processing"))
    }
}
