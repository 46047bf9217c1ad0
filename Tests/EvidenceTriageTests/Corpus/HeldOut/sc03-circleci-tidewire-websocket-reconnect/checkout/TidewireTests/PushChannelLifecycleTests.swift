import Testing
@testable import Tidewire

@Suite struct PushChannelLifecycleTests {
    let factory = FakeWebSocketFactory()

    @Test func resumeAfterBackgroundOpensNewSocket() {
        let channel = PushChannel(url: URL(string: "wss://rt.tidewire.chat/v1")!, factory: factory, scheduler: .immediate)
        channel.open()
        factory.created[0].deliver(.string("hello"))
        channel.applicationWillResignActive()
        channel.applicationDidBecomeActive()
        factory.created.last?.deliver(.string("welcome back"))
        #expect(channel.state == .connected)
    }

    @Test func closeOnResignSendsGoingAway() {
        let channel = PushChannel(url: URL(string: "wss://rt.tidewire.chat/v1")!, factory: factory, scheduler: .immediate)
        channel.open()
        channel.applicationWillResignActive()
        #expect(factory.created[0].closeCode == .goingAway)
    }
}
