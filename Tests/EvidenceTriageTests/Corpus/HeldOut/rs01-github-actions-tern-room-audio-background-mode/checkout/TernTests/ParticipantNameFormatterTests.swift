import XCTest
@testable import Tern

final class ParticipantNameFormatterTests: XCTestCase {
    let formatter = ParticipantNameFormatter(locale: Locale(identifier: "en_US"))

    func testTwoSpeakersJoined() {
        XCTAssertEqual(formatter.speakingLine(["Ana", "Ben"]), "Ana and Ben are speaking")
    }

    func testThreeSpeakersJoined() {
        XCTAssertEqual(formatter.speakingLine(["Ana", "Ben", "Chloe"]), "Ana, Ben, and Chloe are speaking")
    }
}
