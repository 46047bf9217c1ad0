import UIKit
import XCTest
@testable import Ferrylog

final class PushWakeTests: XCTestCase {
    func testPushWakeDefersAttachmentDownloads() async {
        let downloader = RecordingAttachmentDownloader(pending: 3)
        let handler = PushWakeHandler(downloader: downloader)

        await withCheckedContinuation { done in
            handler.handle(["aps": ["content-available": 1]], applicationState: .background) { _ in done.resume() }
        }

        XCTAssertEqual(downloader.startedCount, 0, "attachment downloads started while the app was only woken by a push")
    }
}
