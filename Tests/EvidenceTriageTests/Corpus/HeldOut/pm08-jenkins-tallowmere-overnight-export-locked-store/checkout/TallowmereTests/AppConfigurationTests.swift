import XCTest
@testable import Tallowmere

final class AppConfigurationTests: XCTestCase {
    func testProcessingModeDeclared() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("processing"), "UIBackgroundModes = \(modes)")
    }

    func testExportIdentifierPermitted() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains(InspectionExportJob.identifier))
    }
}
