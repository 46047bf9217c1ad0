import XCTest
@testable import Sedgemoor

final class BackgroundUploadConfigTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testProcessingModeDeclared() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("processing"))
    }

    func testUploadIdentifierIsPermitted() {
        let permitted = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(permitted.contains(BackgroundUpload.identifier),
                      "\(BackgroundUpload.identifier) is not in BGTaskSchedulerPermittedIdentifiers \(permitted)")
    }
}
