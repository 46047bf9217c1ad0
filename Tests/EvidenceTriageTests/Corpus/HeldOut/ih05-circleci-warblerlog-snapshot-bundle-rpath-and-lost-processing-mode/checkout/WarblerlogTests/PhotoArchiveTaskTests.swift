import BackgroundTasks
import XCTest
@testable import Warblerlog

/// Static checks on the *built* app: the test bundle is hosted in Warblerlog.app,
/// so Bundle.main is the app's processed Info.plist.
final class PhotoArchiveTaskTests: XCTestCase {
    func testArchiveIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(PhotoArchiveTask.identifier))
    }

    func testArchiveRequestRequiresExternalPower() {
        XCTAssertTrue(PhotoArchiveTask.makeRequest().requiresExternalPower)
    }

    func testProcessingModeDeclaredInBuiltApp() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        // A BGProcessingTask can only be submitted when "processing" is declared.
        XCTAssertTrue(modes.contains("processing"),
                      "UIBackgroundModes in the built Info.plist is \(modes); the BGProcessingTask \(PhotoArchiveTask.identifier) needs \"processing\"")
    }
}
