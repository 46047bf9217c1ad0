import XCTest
import UIKit
@testable import Larkspur

final class TideRefreshRegistrationTests: XCTestCase {
    func testRefreshHandlerRegisteredAtLaunch() throws {
        let app = UIApplication.shared.delegate as! AppDelegate
        app.sceneDidBecomeActiveForTesting()
        XCTAssertTrue(BackgroundTides.isRegistered)
    }
}
