//
//  ClubListReaderTests.swift
//  ShutterClubTests
//

import Testing
@testable import ShutterClub

@Suite("Club list reader")
struct ClubListReaderTests {
    @Test("Loads clubs from bundled JSON") func loadsClubsFromBundledJSON() async throws {
        let reader = ClubListReader(fileName: "root.level1", isBeingTested: true)

        let clubs = try await reader.load()

        #expect(clubs.count >= 12)
        #expect(clubs.contains { $0.nickname == "fgDeGender" })
    }

    @Test("Rejects JSON without a version") func rejectsUnversionedJSON() throws {
        #expect(throws: ClubListReader.Error.missingVersion) {
            try ClubListReader.decode(Data(#"{"clubs": []}"#.utf8))
        }
    }
}
