import XCTest
@testable import Parley

final class BackgroundFetchTests: XCTestCase {
    func testChatMessagesStoredDuringBackgroundFetch() async throws {
        let api = StubChatAPI(rooms: [.fixture(token: "r1")], messages: ["r1": [.chat(id: 41, "hi")]])
        let store = RoomStore.inMemory()
        try await RoomsSync(api: api, store: store).updateRoomsAndChats(lowPower: false)
        XCTAssertEqual(store.messages("r1").map(\.id), [41])
    }

    /// A rename arrives as a system message; the room list must show the new
    /// name as soon as the background fetch has run.
    func testSystemMessagesUpdateRoomDuringBackgroundFetch() async throws {
        let api = StubChatAPI(rooms: [.fixture(token: "r1", name: "Ops")],
                              messages: ["r1": [.system(id: 42, "conversation_renamed", newName: "Ops (EU)")]])
        let store = RoomStore.inMemory()

        try await RoomsSync(api: api, store: store).updateRoomsAndChats(lowPower: false)

        XCTAssertEqual(store.room("r1")?.displayName, "Ops (EU)")
        XCTAssertEqual(store.lastReadMessage("r1"), 42)
    }
}
