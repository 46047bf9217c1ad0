@testable import EvidenceReaders
import EvidenceKit
import Foundation
import Testing

/// Buck's test summary (`buck test //App:AppTests`): each failure on a `FAILURE class name: message`
/// line, printed again under `RESULTS FOR`, the failing line's place under it; with no JUnit kept, such
/// a log had read as 0 tests and its failures were lost (round 54's `gs02`).
@Suite struct BuckLogTests {
    @Test func buckFailuresAreTheTestsWithTheirMessagesAndPlaces() throws {
        let (report, _) = TestLogReaderStreamTests.read("""
            + buck test //Apps/Quillon:QuillonAppTests --config apple.xctool_default_destination_specifier='platform=iOS Simulator,name=iPhone 12'
            Testing: finished in 51.2 sec (19 PASS/2 FAIL)
            RESULTS FOR //Apps/Quillon:QuillonAppTests
            FAIL     51.2s 19 Passed   0 Skipped   2 Failed   //Apps/Quillon:QuillonAppTests
            FAILURE QuillonAppTests.CurrencyFormatterTests testFormatsNegativeBalanceWithMinusSign: XCTAssertEqual failed: ("(€42.50)") is not equal to ("-€42.50")
            /ci/quillon/Apps/Quillon/Tests/CurrencyFormatterTests.swift:13
            FAILURE SearchTests -[SearchTests testNext]: null
            ====STANDARD OUT====
            TESTS FAILED: 2 FAILURES

            """)
        let read = Dictionary(uniqueKeysWithValues: report.tests.map { ("\($0.id.suite)/\($0.id.name)", $0) })
        #expect(read.keys.sorted() == ["CurrencyFormatterTests/testFormatsNegativeBalanceWithMinusSign", "SearchTests/testNext"])
        let formatter = try #require(read["CurrencyFormatterTests/testFormatsNegativeBalanceWithMinusSign"])
        #expect(formatter.status == .failed)
        #expect(formatter.id.module == "QuillonAppTests")
        #expect(formatter.issues.first?.message == "XCTAssertEqual failed: (\"(€42.50)\") is not equal to (\"-€42.50\")")
        #expect(formatter.issues.first?.location == SourceLocation(file: "/ci/quillon/Apps/Quillon/Tests/CurrencyFormatterTests.swift", line: 13))
        #expect(read["SearchTests/testNext"]?.status == .failed)
    }

    /// Before Buck's own words, a `FAILURE` line is someone else's (Gradle's `FAILURE: Build failed`, an app's).
    @Test func aFailureLineOutsideBuckIsNoTest() {
        let (report, _) = TestLogReaderStreamTests.read("""
            FAILURE: Build failed with an exception.
            FAILURE Sync retry: server said 503

            """)
        #expect(report.tests.isEmpty)
    }
}
