import XCTest
import VydiaRNFileUploader
@testable import Quokka

final class BackgroundUploadTests: XCTestCase {
    func testUploadUsesBackgroundSession() {
        let config = VydiaRNFileUploader.sessionConfiguration()
        XCTAssertEqual(config.identifier, "ReactNativeBackgroundUpload")
        XCTAssertTrue(config.sessionSendsLaunchEvents)
    }

    func testCompletionDeliveredAfterRelaunch() {
        // What iOS does when a background upload finishes while the app was suspended or terminated.
        let delegate = UIApplication.shared.delegate!
        var systemHandlerCalled = false
        delegate.application?(UIApplication.shared,
                              handleEventsForBackgroundURLSession: "ReactNativeBackgroundUpload",
                              completionHandler: { systemHandlerCalled = true })

        XCTAssertNotNil(VydiaRNFileUploader.backgroundSessionCompletionHandler(), "AppDelegate must hand the system completion handler to the uploader")
        VydiaRNFileUploader.backgroundSessionCompletionHandler()?()
        XCTAssertTrue(systemHandlerCalled)
    }
}
