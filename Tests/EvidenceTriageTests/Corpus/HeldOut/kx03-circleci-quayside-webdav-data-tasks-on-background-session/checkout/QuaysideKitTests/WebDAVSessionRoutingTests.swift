import XCTest
@testable import QuaysideKit

final class WebDAVSessionRoutingTests: XCTestCase {
    private var session: WebDAVSession!

    override func setUp() {
        session = WebDAVSession(identifier: "com.quayside.transfer", delegate: RecordingDelegate())
    }

    func testGetRidesTransferSession() {
        XCTAssertEqual(session.sessionName(for: "GET"), "com.quayside.transfer")
    }

    func testPutRidesTransferSession() {
        XCTAssertEqual(session.sessionName(for: "PUT"), "com.quayside.transfer")
    }

    func testPropfindRidesForegroundSession() {
        // Background sessions support only upload and download tasks; a PROPFIND data task
        // there is undefined behaviour and can stall the queue behind it.


        XCTAssertEqual(session.sessionName(for: "PROPFIND"), "foreground", "PROPFIND must not use the background transfer session")
    }
}
