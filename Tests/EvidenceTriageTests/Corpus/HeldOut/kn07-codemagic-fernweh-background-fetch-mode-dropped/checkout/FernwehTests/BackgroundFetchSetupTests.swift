import UIKit
import XCTest
@testable import Fernweh

final class BackgroundFetchSetupTests: XCTestCase {
    func testFetchBackgroundModeIsDeclared() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"), "UIBackgroundModes must contain \"fetch\" for performFetchWithCompletionHandler to be called")
    }

    func testPhotoIndexIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(PhotoIndexTask.identifier))
    }
}
