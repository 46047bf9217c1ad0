import XCTest
import UIKit
@testable import Ledgerly

/// The fallback in AmountStyle hides a missing font at runtime, so CI checks
/// that every face listed in UIAppFonts is actually registered in the host app.
final class ThemeFontTests: XCTestCase {
    func testRegularAmountFontIsRegistered() {
        XCTAssertNotNil(UIFont(name: AmountStyle.regularFontName, size: 17), "\(AmountStyle.regularFontName) is not registered")
    }

    func testMediumAmountFontIsRegistered() {
        XCTAssertNotNil(UIFont(name: AmountStyle.mediumFontName, size: 17), "\(AmountStyle.mediumFontName) is not registered")
    }
}
