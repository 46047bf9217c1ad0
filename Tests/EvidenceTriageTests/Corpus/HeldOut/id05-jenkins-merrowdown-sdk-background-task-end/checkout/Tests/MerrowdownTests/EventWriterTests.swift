import XCTest
@testable import Merrowdown

final class EventWriterTests: XCTestCase {
    func testWriteEndsBackgroundTaskAfterSuccessfulAppend() {
        let app = FakeApplication()
        let writer = EventWriter(application: app, store: InMemoryEventStore())
        let expectations = expectBackgroundTaskBeginAndEnd(named: "MerrowdownWriter", on: app)

        writer.write(.fixture(name: "screen_view")) { _ in }
        wait(for: expectations, timeout: 1)
    }

    func testWriteEndsBackgroundTaskWhenStoreIsFull() {
        let app = FakeApplication()
        let store = InMemoryEventStore(failure: EventStoreError.diskFull)
        let writer = EventWriter(application: app, store: store)
        let expectations = expectBackgroundTaskBeginAndEnd(named: "MerrowdownWriter", on: app)

        writer.write(.fixture(name: "purchase")) { result in
            XCTAssertThrowsError(try result.get())
        }
        wait(for: expectations, timeout: 1)
    }
}
