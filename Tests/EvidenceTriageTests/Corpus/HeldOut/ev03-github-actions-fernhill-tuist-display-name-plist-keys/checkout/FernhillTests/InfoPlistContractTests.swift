import XCTest
@testable import Fernhill

/// Runs inside the built Fernhill.app, so Bundle.main is the generated, processed plist.
final class InfoPlistContractTests: XCTestCase {
    func testBackgroundModesDeclared() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String]
        XCTAssertEqual(Set(modes ?? []), ["fetch", "processing"])
    }

    func testPermittedIdentifiersCoverRegistrar() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertNotNil(permitted, "BGTaskSchedulerPermittedIdentifiers missing from the built Info.plist")
        XCTAssertTrue(Set(permitted ?? []).isSuperset(of: [BackgroundTaskRegistrar.sync.rawValue,
                                                          BackgroundTaskRegistrar.photoPrune.rawValue]))
    }
}
