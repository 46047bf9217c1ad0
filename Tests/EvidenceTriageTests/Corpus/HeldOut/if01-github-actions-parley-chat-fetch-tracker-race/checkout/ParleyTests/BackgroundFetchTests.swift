import XCTest
@testable import Parley

final class BackgroundFetchTests: XCTestCase {
    private var store: RoomStore!
    private var api: StubChatAPI!

    override func setUp() {
        super.setUp()
        store = RoomStore(inMemory: true)
        api = StubChatAPI(latency: .milliseconds(5))
        ChatAPI.shared = api
    }

    func testFetchRefreshesOnlyChangedRooms() {
        store.insert(Room.fixture(token: "standup", changed: true))
        store.insert(Room.fixture(token: "random", changed: false))
        let done = expectation(description: "refresh finished")
        BackgroundFetchCoordinator(roomStore: store).refreshChangedRooms(store.roomsChangedSinceLastSync()) { count in
            XCTAssertEqual(count, 1)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }

    func testFetchRefreshesChangedRoomsConcurrently() {
        let rooms = (0..<24).map { Room.fixture(token: "room-\($0)", changed: true) }
        rooms.forEach(store.insert)
        let done = expectation(description: "refresh finished")
        BackgroundFetchCoordinator(roomStore: store).refreshChangedRooms(rooms) { count in
            XCTAssertEqual(count, 24)
            done.fulfill()
        }
        // The rooms screen opens a chat while the fetch is still running.
        let open = ChatController(room: rooms[0])
        _ = open
        wait(for: [done], timeout: 10)
    }

    func testFetchCompletesWhenNothingChanged() {
        let done = expectation(description: "refresh finished")
        BackgroundFetchCoordinator(roomStore: store).refreshChangedRooms([]) { count in
            XCTAssertEqual(count, 0)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }
}
