import XCTest
@testable import Almanac

final class AboutScreenModelTests: XCTestCase {
    func testVersionLabelShowsMarketingVersionAndBuild() {
        // AlmanacTests/Info.plist pinned 1.0 (1) so this label is stable across releases.
        let info = AboutInfo(bundle: Bundle(for: Self.self))
        XCTAssertEqual(info.label, "Version 1.0 (1)")
    }

    func testLicensesListIncludesBundledFonts() {
        XCTAssertTrue(AboutScreenModel().licenses.contains { $0.name == "Recoleta" })
    }
}
