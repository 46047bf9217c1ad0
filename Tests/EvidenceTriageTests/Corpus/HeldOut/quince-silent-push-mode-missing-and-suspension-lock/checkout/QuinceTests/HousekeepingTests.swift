import XCTest
import UIKit
@testable import Quince

final class HousekeepingTests: XCTestCase {
    func testPrunesAttachmentsOlderThan30Days() throws {
        let store = try TestMessageStore.make(attachmentsAgedDays: [3, 40, 41])
        try Housekeeping(store: store).pruneAttachments(now: .now)
        XCTAssertEqual(try store.attachmentCount(), 1)
    }

    /// Housekeeping runs when the app enters the background. It touches the
    /// SQLite store, so it must hold a background task assertion until done.
    func testHousekeepingEndsBeforeSuspension() throws {
        let store = try TestMessageStore.make(attachmentsAgedDays: [40])
        let probe = BackgroundAssertionProbe()
        let housekeeping = Housekeeping(store: store, application: probe)
        housekeeping.applicationDidEnterBackground()
        probe.simulateSuspension()
        XCTAssertTrue(probe.assertionHeldWhileStoreOpen, "housekeeping wrote to the store without a background task assertion")
        XCTAssertFalse(store.isLocked)
    }
}
