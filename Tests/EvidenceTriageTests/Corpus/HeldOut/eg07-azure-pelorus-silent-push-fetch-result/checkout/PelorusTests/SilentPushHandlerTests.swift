import Testing
import UIKit
@testable import Pelorus

@Suite struct SilentPushHandlerTests {
    let push: [AnyHashable: Any] = ["aps": ["content-available": 1]]

    @Test func throttledSilentPushReportsNoData() async {
        var now = Date(timeIntervalSince1970: 1_790_500_000)
        let beacon = FakeBeacon()
        let delegate = AppDelegate(silentPushHandler: SilentPushHandler(beacon: beacon, clock: { now }))
        _ = await delegate.application(.shared, didReceiveRemoteNotification: push)
        now += 30
        let result = await delegate.application(.shared, didReceiveRemoteNotification: push)
        #expect(beacon.sent == 1)
        #expect(result == .noData)
    }
}
