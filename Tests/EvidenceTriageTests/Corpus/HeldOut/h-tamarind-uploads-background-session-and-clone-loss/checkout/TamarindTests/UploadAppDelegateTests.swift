import XCTest
import UIKit
@testable import Tamarind

final class UploadAppDelegateTests: XCTestCase {
    func testBackgroundSessionEventsAreForwarded() {
        let delegate = UIApplication.shared.delegate
        let selector = #selector(UIApplicationDelegate.application(_:handleEventsForBackgroundURLSession:completionHandler:))
        XCTAssertTrue(delegate?.responds(to: selector) ?? false,
                      "AppDelegate must hand the background-session completion handler to the uploader")
    }
}
