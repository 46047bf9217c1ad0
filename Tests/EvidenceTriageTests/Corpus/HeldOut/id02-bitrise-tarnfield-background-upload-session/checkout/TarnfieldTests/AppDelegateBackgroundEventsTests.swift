import XCTest
@testable import Tarnfield

final class AppDelegateBackgroundEventsTests: XCTestCase {
    func testHandleEventsRecreatesSession() {
        let delegate = AppDelegate()
        delegate.application(UIApplication.shared,
                             handleEventsForBackgroundURLSession: "com.tarnfield.upload.survey") {}
        XCTAssertNotNil(delegate.uploads.session)
    }

    func testHandleEventsKeepsCompletionHandlerUntilSessionFinishes() {
        let delegate = AppDelegate()
        var called = false
        delegate.application(UIApplication.shared,
                             handleEventsForBackgroundURLSession: "com.tarnfield.upload.survey") { called = true }

        XCTAssertNotNil(delegate.uploads.backgroundEventsCompletionHandler,
                        "completion handler for com.tarnfield.upload.survey was not kept for urlSessionDidFinishEvents")
        XCTAssertFalse(called, "completion handler must not run before the session's events are delivered")
    }
}
