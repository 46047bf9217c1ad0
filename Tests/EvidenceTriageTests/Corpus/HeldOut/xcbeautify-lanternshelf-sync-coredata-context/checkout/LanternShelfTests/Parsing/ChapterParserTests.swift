import XCTest
@testable import LanternShelf

final class ChapterParserTests: XCTestCase {

    func testParsesChapterCount() throws {
        let chapters = try ChapterParser().parse(fixture: "three-chapters.m4b")
        XCTAssertEqual(chapters.count, 3)
    }

    func testParsesChapterTitlesFromM4B() throws {
        let chapters = try ChapterParser().parse(fixture: "three-chapters.m4b")
        XCTAssertEqual(chapters.map(\.title), ["Prologue", "Harbour Lights", "Epilogue"])
    }
}
