import XCTest
import BackgroundTasks
@testable import WrenfieldKit

final class ArtworkPrefetchTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    func testPrefetchProcessingTaskSubmits() {
        XCTAssertNoThrow(try ArtworkPrefetcher.shared.schedule(requiresExternalPower: true))
    }
}
