import XCTest
import ComposeApp
@testable import iosApp

final class PushPayloadTests: XCTestCase {
    func testBackgroundPayloadForwardedToShared() async {
        let got = expectation(description: "onPayloadData")
        NotifierManager.shared.addListener(listener: TestNotifierListener(onPayload: { data in
            if data["orchardId"] as? String == "ok-17" { got.fulfill() }
        }))
        let delegate = AppDelegate()
        _ = await delegate.application(UIApplication.shared,
                                       didReceiveRemoteNotification: ["orchardId": "ok-17", "aps": ["content-available": 1]])
        await fulfillment(of: [got], timeout: 2)
    }
}
