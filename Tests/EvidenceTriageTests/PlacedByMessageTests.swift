import EvidenceRun
@testable import EvidenceTriage
import Testing

/// A formatter's copy of a failure (xcpretty's `✗ testLibrary…, XCTAssertNotNil failed - widget and app must
/// read the same library`) gives no place: the test's whole function is cut at the one assertion whose string
/// the message prints (an interpolated string's words up to its first value) — never at a line that only holds
/// the string, never for a timed-out wait (its message repeats the expectation's description), never a guess
/// between two lines.
@Suite struct PlacedByMessageTests {
    static let lines = [
        "    func testLibraryUsesSharedContainer() throws {",
        "        let expected = \"widget and app must read the same library\"",
        "        let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: \"group.com.harlowe.shared\")",
        "        XCTAssertNotNil(container, \"widget and app must read the same library\")",
        "        XCTAssertEqual(store.count, 3, \"rows in the library: \\(store.count)\")",
        "        XCTAssertTrue(store.isOpen) // \"widget and app must read the same library\"",
        "    }",
    ]
    static let whole = ArchivedSources.Excerpt(repositoryPath: "HarloweTests/AppGroupStoreTests.swift", firstLine: 5, line: 11, lines: lines)

    @Test func theAssertionItsMessagePrintsPlacesIt() {
        let placed = Triage.placed(Self.whole, by: "XCTAssertNotNil failed - widget and app must read the same library")
        #expect(placed?.line == 8)
        #expect(placed?.lines == Array(Self.lines[0...3]))
        #expect(Triage.placed(Self.whole, by: "XCTAssertEqual failed: (\"2\") is not equal to (\"3\") - rows in the library: 2")?.line == 9)
    }

    @Test func nothingElsePlacesIt() {
        #expect(Triage.placed(Self.whole, by: "XCTAssertTrue failed") == nil)
        let wait = ArchivedSources.Excerpt(repositoryPath: "T.swift", firstLine: 1, line: 5, lines: [
            "    func testRefreshRuns() {", "        let ran = expectation(description: \"feed refresh ran in time\")",
            "        XCTAssertTrue(true, \"feed refresh ran in time\")", "        wait(for: [ran], timeout: 60)", "    }"])
        #expect(Triage.placed(wait, by: "Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"feed refresh ran in time\".") == nil)
        let twice = ArchivedSources.Excerpt(repositoryPath: "T.swift", firstLine: 1, line: 4, lines: [Self.lines[0], Self.lines[3], Self.lines[3], "    }"])
        #expect(Triage.placed(twice, by: "XCTAssertNotNil failed - widget and app must read the same library") == nil)
    }
}
