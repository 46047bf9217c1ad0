import XCTest
@testable import Lumenpost

@MainActor
final class LocationNotesManagerTests: XCTestCase {
    private let noRelays = "no geo relays available near this location. try again soon."

    func testSendWhenNoRelaysSurfacesError() {
        let manager = LocationNotesManager(relays: StubRelayDirectory(relays: []))
        manager.send("hello", geohash: "u4pruyd")
        XCTAssertEqual(manager.errorMessage, noRelays)
    }

    func testSubscribeWithoutRelaysSetsNoRelaysState() {
        let manager = LocationNotesManager(relays: StubRelayDirectory(relays: []))
        manager.subscribe(geohash: "u4pruyd")
        XCTAssertEqual(manager.errorMessage, noRelays)
    }

    func testPeopleCountPluralisesOne() {
        XCTAssertEqual(PeopleCount.text(1, locale: Locale(identifier: "en")), "1 person")
    }
}
