import XCTest
@testable import Tuningfork

final class ChordNameFormatterTests: XCTestCase {
    private let formatter = ChordNameFormatter()

    func testMajorTriad() {
        XCTAssertEqual(formatter.name(root: .c, quality: .major), "C")
    }

    func testMinorSeventh() {
        XCTAssertEqual(formatter.name(root: .a, quality: .minorSeventh), "Am7")
    }

    func testSlashChordUsesFlatSpelling() {
        // Ukulele charts write Bb and Eb, never A# and D#.
        XCTAssertEqual(formatter.name(root: .bFlat, quality: .major, bass: .f), "Bb/F")
        XCTAssertEqual(formatter.name(root: .c, quality: .minor, bass: .eFlat), "Cm/Eb")
    }
}
