import BrandKit
import UIKit
import XCTest

final class BrandFontsTests: XCTestCase {
    func testBrandFontsAreRegistered() {
        BrandFonts.registerIfNeeded()

        XCTAssertNotNil(UIFont(name: BrandFonts.regular, size: 17), "\(BrandFonts.regular) not registered")
        XCTAssertNotNil(UIFont(name: BrandFonts.semibold, size: 17), "\(BrandFonts.semibold) not registered")
    }
}
