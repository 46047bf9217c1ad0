import RealmSwift
import XCTest
@testable import Tidemark

final class TideStoreMigrationTests: XCTestCase {
    private func fixture(_ name: String) throws -> URL {
        let source = try XCTUnwrap(Bundle(for: Self.self).url(forResource: name, withExtension: "realm"))
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".realm")
        try FileManager.default.copyItem(at: source, to: copy)
        return copy
    }

    func testFreshStoreOpens() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".realm")
        XCTAssertNoThrow(try TideStore.open(fileURL: url))
    }

    func testOpensVersion3FileWithSwellPeriod() throws {
        // tidemark-v3.realm was written by the 4.7 App Store build.
        let url = try fixture("tidemark-v3")
        XCTAssertNoThrow(try TideStore.open(fileURL: url))
    }
}
