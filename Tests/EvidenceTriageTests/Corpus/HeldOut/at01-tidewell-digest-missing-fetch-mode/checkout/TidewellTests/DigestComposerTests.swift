import XCTest
@testable import Tidewell

final class DigestComposerTests: XCTestCase {
    private let calendar = Calendar(identifier: .gregorian)

    func testDigestGroupsByStation() {
        let digest = DigestComposer(calendar: calendar).compose(readings: .fixtureTwoStations, now: .fixture)
        XCTAssertEqual(digest?.sections.count, 2)
    }

    func testQuietHoursSuppressDigest() {
        let quiet = QuietHours(start: 22, end: 7)
        let composer = DigestComposer(calendar: calendar, quietHours: quiet)
        let lateNight = Date.fixture(hour: 23, minute: 30)

        let digest = composer.compose(readings: .fixtureTwoStations, now: lateNight)
        XCTAssertNil(digest, "quiet hours 22-07 must suppress the digest at 23:30")
    }
}
