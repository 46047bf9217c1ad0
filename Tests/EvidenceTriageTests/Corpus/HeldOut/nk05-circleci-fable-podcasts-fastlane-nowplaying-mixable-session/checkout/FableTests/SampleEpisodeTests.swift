import XCTest
import AVFoundation
@testable import Fable

final class SampleEpisodeTests: XCTestCase {
    func testBundledSampleEpisodeLoads() throws {
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "sample-episode", withExtension: "mp3"))
        let asset = AVURLAsset(url: url)
        XCTAssertGreaterThan(asset.duration.seconds, 10)
    }
}
