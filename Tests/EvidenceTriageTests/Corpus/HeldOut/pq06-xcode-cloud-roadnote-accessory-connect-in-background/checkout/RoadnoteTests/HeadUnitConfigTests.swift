import XCTest
@testable import Roadnote

final class HeadUnitConfigTests: XCTestCase {
    func testAppIDComesFromInfoPlist() throws {
        let appID = try XCTUnwrap(Bundle.main.object(forInfoDictionaryKey: "RNHeadUnitAppID") as? String)
        XCTAssertTrue(appID.allSatisfy(\.isNumber), "RNHeadUnitAppID = \(appID)")
    }
}
