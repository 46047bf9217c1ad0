import UIKit
import XCTest
@testable import Lanternfish

/// End-to-end check that a finished background upload wakes the app.
final class BackgroundUploadWakeTests: XCTestCase {
    func testSuspendedAppIsWokenWhenUploadFinishes() async throws {
        let appDelegate = try XCTUnwrap(await UIApplication.shared.delegate as? AppDelegate)
        let asset = try PendingAsset.fixture(named: "IMG_0107.HEIC",
                                             destination: URL(string: "https://uploads.lanternfish-cdn.net/p/IMG_0107?sig=ci")!)
        let woken = expectation(description: "system relaunches app via handleEventsForBackgroundURLSession")
        appDelegate.onBackgroundEvents = { _ in woken.fulfill() }

        BackgroundUploadService.shared.enqueue(asset)
        await MainActor.run {
            NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        }

        await fulfillment(of: [woken], timeout: 90)
    }
}
