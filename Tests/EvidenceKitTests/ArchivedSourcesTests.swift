import EvidenceKit
import Testing

/// The lines the report shows around a failure, from a file an archive holds under `sources/`.
@Suite struct ArchivedSourcesTests {
    static let sources: ArchivedSources = {
        var sources = ArchivedSources()
        sources.add(repositoryPath: "AppTests/SyncTests.swift", bytes: Array("one\r\ntwo\r\nthree\nfour\nfive\nsix".utf8))
        sources.add(repositoryPath: "Other/SyncTests.swift", bytes: Array("other\n".utf8))
        return sources
    }()

    @Test func aCIPathFindsItsFileByItsLongestEnding() {
        #expect(Self.sources.repositoryPath(for: "/Users/runner/work/App/App/AppTests/SyncTests.swift") == "AppTests/SyncTests.swift")
        #expect(Self.sources.repositoryPath(for: "AppTests/SyncTests.swift") == "AppTests/SyncTests.swift")
        #expect(Self.sources.repositoryPath(for: "/ci/Other/SyncTests.swift") == "Other/SyncTests.swift")
        // A file the archive does not hold.
        #expect(Self.sources.repositoryPath(for: "/ci/Elsewhere/Missing.swift") == nil)
    }

    /// Swift Testing names only the file: the archive's one file of that name, never a guess among several.
    @Test func aBareNameFindsTheOnlyFileOfThatName() {
        var sources = Self.sources
        sources.add(repositoryPath: "AppTests/Background/RefreshTests.swift", bytes: Array("refresh\n".utf8))
        #expect(sources.repositoryPath(for: "RefreshTests.swift") == "AppTests/Background/RefreshTests.swift")
        #expect(sources.repositoryPath(for: "SyncTests.swift") == nil)
    }

    @Test func theLinesAroundAFailureStopAtTheFilesEnds() {
        #expect(Self.sources.excerpt(file: "/ci/AppTests/SyncTests.swift", line: 1)
                == .init(repositoryPath: "AppTests/SyncTests.swift", firstLine: 1, line: 1, lines: ["one", "two", "three"]))
        #expect(Self.sources.excerpt(file: "/ci/AppTests/SyncTests.swift", line: 4)?.lines == ["two", "three", "four", "five", "six"])
        // The last line has no newline.
        #expect(Self.sources.excerpt(file: "/ci/AppTests/SyncTests.swift", line: 6)
                == .init(repositoryPath: "AppTests/SyncTests.swift", firstLine: 4, line: 6, lines: ["four", "five", "six"]))
        #expect(Self.sources.excerpt(file: "/ci/AppTests/SyncTests.swift", line: 7) == nil)
        #expect(Self.sources.excerpt(file: "/ci/AppTests/SyncTests.swift", line: 0) == nil)
    }

    @Test func filesOverTheBoundsAreNotKept() {
        var sources = ArchivedSources()
        let big = sources.add(repositoryPath: "Big.swift", bytes: [UInt8](repeating: 0x41, count: Int(ArchivedSources.maximumFileSize) + 1))
        #expect(!big && sources.isEmpty)
        var kept = 0
        for index in 0..<16 where sources.add(repositoryPath: "F\(index).swift", bytes: [UInt8](repeating: 0x41, count: Int(ArchivedSources.maximumFileSize))) { kept += 1 }
        #expect(kept == 16)
        let oneMore = sources.add(repositoryPath: "One-more.swift", bytes: [0x41])
        #expect(!oneMore && sources.files.count == 16)
    }
}
