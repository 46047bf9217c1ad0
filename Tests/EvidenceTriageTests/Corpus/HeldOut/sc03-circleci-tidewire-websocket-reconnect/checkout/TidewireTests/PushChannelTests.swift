import XCTest
@testable import Tidewire

final class PushChannelTests: XCTestCase {
    func testOpenCreatesOneSocket() {
        let factory = FakeWebSocketFactory()
        let channel = PushChannel(url: URL(string: "wss://rt.tidewire.chat/v1")!, factory: factory, scheduler: .immediate)
        channel.open()
        XCTAssertEqual(factory.created.count, 1)
    }

    func testReconnectsAfterServerClosesSocket() {
        let factory = FakeWebSocketFactory()
        let channel = PushChannel(url: URL(string: "wss://rt.tidewire.chat/v1")!, factory: factory, scheduler: .immediate)
        channel.open()
        factory.created[0].failReceive(with: POSIXError(.ENOTCONN))
        XCTAssertEqual(factory.created.count, 2)
    }
}
