//
//  GPXFixtureTests.swift
//  TrailKitTests
//
//  Real recorded routes (coast path: 41 km, 18 k points) as bundle resources.
//

import XCTest
@testable import TrailKit

final class GPXFixtureTests: XCTestCase {

    private func fixture(_ name: String) throws -> URL {
        try XCTUnwrap(Bundle(for: Self.self).url(forResource: name, withExtension: "gpx"),
                      "missing fixture \(name).gpx in test bundle")
    }

    func testImportsCoastPathGPX() throws {
        let track = try GPXImporter().importTrack(from: fixture("coast-path"))
        XCTAssertEqual(track.points.count, 18_204)
        XCTAssertEqual(track.name, "South West Coast Path — Porthleven to Lizard")
    }

    func testElevationProfileFromMoorLoop() throws {
        let track = try GPXImporter().importTrack(from: fixture("moor-loop"))
        let profile = ElevationProfile(track: track, bucketMeters: 250)
        XCTAssertEqual(profile.totalAscent, 412, accuracy: 5)
    }

    func testHandlesEmptyTrack() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("empty.gpx")
        try? Data(#"<?xml version="1.0"?><gpx version="1.1" creator="t"><trk/></gpx>"#.utf8).write(to: url)
        XCTAssertThrowsError(try GPXImporter().importTrack(from: url)) { error in
            XCTAssertEqual(error as? GPXImportError, .empty)
        }
    }
}
