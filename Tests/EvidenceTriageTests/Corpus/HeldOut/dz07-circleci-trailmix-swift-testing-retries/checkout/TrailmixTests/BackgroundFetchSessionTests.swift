import Foundation
import Testing
@testable import Trailmix

private actor FakeInbox: InboxSyncing {
    private(set) var started = false
    private(set) var stopped = false
    func startIO() { started = true }
    func stopIO() { stopped = true }
    var isIdle: Bool { true }   // nothing to fetch
}

struct BackgroundFetchSessionTests {

    @Test func stopsIOBeforeReporting() async {
        let inbox = FakeInbox()
        _ = await BackgroundFetchSession(engine: inbox, maximumRuntime: .milliseconds(10)).run()
        #expect(await inbox.stopped)
    }

    @Test func completesAsSoonAsInboxIsIdle() async {
        let inbox = FakeInbox()
        let clock = ContinuousClock()
        let start = clock.now

        let ok = await BackgroundFetchSession(engine: inbox).run()

        let elapsed = clock.now - start
        #expect(ok)
        #expect(elapsed < .seconds(2))
    }
}
