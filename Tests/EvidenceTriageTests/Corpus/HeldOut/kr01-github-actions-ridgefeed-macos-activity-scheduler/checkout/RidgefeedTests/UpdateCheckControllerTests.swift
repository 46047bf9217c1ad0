import XCTest
@testable import Ridgefeed

final class UpdateCheckControllerTests: XCTestCase {
    func testBackgroundCheckShowsBadge() {
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 320, height: 480),
                              styleMask: [.titled], backing: .buffered, defer: false)
        let badge = NSView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        window.contentView?.addSubview(badge)
        window.contentView?.layoutSubtreeIfNeeded()

        let controller = UpdateCheckController(session: StubAppcast.session(newerBuild: "412"),
                                               appcastURL: URL(string: "https://updates.ridgefeed.app/appcast.xml")!)
        controller.badgeView = badge
        let done = expectation(description: "update check finished")
        controller.checkInBackground { available in
            XCTAssertTrue(available)
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertFalse(badge.isHidden)
    }

    func testNoBadgeWhenUpToDate() {
        let controller = UpdateCheckController(appcastURL: URL(string: "https://updates.ridgefeed.app/appcast.xml")!)
        controller.updateBadge(available: false)
        XCTAssertNil(controller.badgeConstraint)
    }
}
