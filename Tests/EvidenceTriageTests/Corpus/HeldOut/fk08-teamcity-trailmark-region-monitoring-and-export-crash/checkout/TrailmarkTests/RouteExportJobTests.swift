import CoreLocation
import XCTest
@testable import Trailmark

final class RouteExportJobTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    func testSplitsSegmentsAtPauses() {
        let fixes = GPXFixture.load("two-laps-with-pause")
        XCTAssertEqual(RouteExportJob(outputDirectory: dir).segments(of: fixes).count, 2)
    }

    /// A run discarded right after start has no fixes; the nightly export must skip it.
    func testExportOfEmptyRunWritesEmptyTrack() throws {
        let file = try RouteExportJob(outputDirectory: dir).export(runID: "run-0007", fixes: [])
        let gpx = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(gpx.contains("<trk></trk>"))
    }
}
