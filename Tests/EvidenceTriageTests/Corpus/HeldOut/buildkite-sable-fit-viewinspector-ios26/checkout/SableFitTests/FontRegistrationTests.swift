import UIKit
import XCTest
@testable import SableFit

final class FontRegistrationTests: XCTestCase {
    func testBrandFontsAreBundled() {
        for name in ["SableGrotesk-Regular", "SableGrotesk-Bold"] {
            let url = Bundle(for: SableFitAppMarker.self).url(forResource: name, withExtension: "otf")
            XCTAssertNotNil(url, "\(name).otf not in app bundle")
        }
    }

    func testBrandFontRegistersAtLaunch() {
        XCTAssertNotNil(UIFont(name: "SableGrotesk-Regular", size: 17))
    }
}
