import Testing
import Foundation
@testable import LumenKit

struct LumenStringsTests {
    @Test func englishTitlesResolve() {
        #expect(LumenStrings.libraryTitle == "Library")
    }
}

struct ReadingStreakTests {
    @Test func streakResetsAfterMissedDay() {
        let days = [Date.fixture("2026-08-10"), .fixture("2026-08-11"), .fixture("2026-08-13")]
        #expect(ReadingStreak.current(days: days, today: .fixture("2026-08-13")) == 1)
    }
}

struct LibraryImportTests {
    @Test func importsEPUBMetadata() throws {
        let book = try LibraryImport.metadata(from: .fixture("tide-tables.epub"))
        #expect(book.author == "M. Okafor")
    }
}
