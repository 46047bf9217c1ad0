import XCTest
@testable import Vaultline

final class StagingAreaTests: XCTestCase {
    func testStagedBlobRoundTrips() throws {
        let area = StagingArea(directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
        let url = try area.stage(Data([1, 2, 3]), name: "a.blob")
        XCTAssertEqual(try Data(contentsOf: url), Data([1, 2, 3]))
    }

    func testStagedFilesReadableAfterFirstUnlock() throws {
        let area = StagingArea.appGroup()
        let url = try area.stage(Data(repeating: 7, count: 64), name: "probe-\(UUID().uuidString).blob")
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        XCTAssertEqual(attributes[.protectionKey] as? FileProtectionType, .completeUntilFirstUserAuthentication)
    }
}
