import LumenfoldCore
import XCTest
@testable import Lumenfold

/// Hosted in Lumenfold.app: exercises the packaged LumenfoldCore bundle
/// the way the shipping app loads it.
final class TranscriptResourceTests: XCTestCase {
    func testLoadsBundledStopWords() {
        XCTAssertTrue(StopWords.english.contains("the"))
        XCTAssertGreaterThan(StopWords.english.count, 150)
    }
}
