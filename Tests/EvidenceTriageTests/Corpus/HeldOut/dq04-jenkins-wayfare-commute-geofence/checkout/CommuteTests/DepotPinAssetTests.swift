import UIKit
import XCTest
@testable import Commute

final class DepotPinAssetTests: XCTestCase {
    func testDepotPinImageLoads() throws {
        let image = try XCTUnwrap(UIImage(named: "DepotPin", in: Bundle(for: MapStyle.self), compatibleWith: nil),
                                  "DepotPin missing from the app bundle")
        XCTAssertEqual(image.size, CGSize(width: 28, height: 36))
    }
}
