import Testing
@testable import Orchardly

struct ExportArchiveTests {
    @Test func largeArchiveRoundTrip() async throws {
        let orchard = Orchard.fixture(trees: 40_000, seasons: 12)
        let data = try await ArchiveWriter().write(orchard)
        let decoded = try await ArchiveReader().read(data)
        #expect(decoded == orchard)
    }

    @Test func emptyArchiveRoundTrip() async throws {
        let data = try await ArchiveWriter().write(.empty)
        #expect(try await ArchiveReader().read(data) == .empty)
    }
}
