//
//  OfflineRegionDownloadTests.swift
//  LanternfishTests
//
//  Hosted in Lanternfish.app; drives a real background URLSession.
//

import XCTest
@testable import Lanternfish

final class OfflineRegionDownloadTests: XCTestCase {

    private var tiles: LocalTileServer!

    override func setUpWithError() throws {
        tiles = try LocalTileServer.start(fixtures: "harbour-north")
    }

    override func tearDown() {
        tiles.stop()
        super.tearDown()
    }

    func testEachPackFileIsHandedOver() throws {
        let downloader = OfflineRegionDownloader(identifier: "com.lanternfish.tests.region.handover")
        let ready = expectation(description: "three packs ready")
        ready.expectedFulfillmentCount = 3
        downloader.onFileReady = { _, _ in ready.fulfill() }
        try downloader.start(region: .fixture("harbour-north", packs: 3, baseURL: tiles.baseURL))
        wait(for: [ready], timeout: 60)
    }

    /// The app delegate must call the system's completion handler once all events for the
    /// session have been delivered, so check that the callback arrives after a batch.
    func testFinishEventsCallbackFiresAfterBatch() throws {
        let downloader = OfflineRegionDownloader(identifier: "com.lanternfish.tests.region.events")
        let ready = expectation(description: "three packs ready")
        ready.expectedFulfillmentCount = 3
        let allEvents = expectation(description: "urlSessionDidFinishEvents delivered")
        downloader.onFileReady = { _, _ in ready.fulfill() }
        downloader.onAllEventsDelivered = { allEvents.fulfill() }

        try downloader.start(region: .fixture("harbour-north", packs: 3, baseURL: tiles.baseURL))
        wait(for: [ready], timeout: 60)
        wait(for: [allEvents], timeout: 60)
    }

    /// 180 MB z14 pack from the staging CDN: exercises the real transfer path, resume data
    /// and the 50 MB+ progress reporting.
    func testLargeTilePackDownloads() throws {
        let downloader = OfflineRegionDownloader(identifier: "com.lanternfish.tests.region.large")
        let done = expectation(description: "large pack finished")
        var failure: Error?
        downloader.onFileReady = { _, _ in done.fulfill() }
        downloader.onTaskFailed = { _, error in failure = error; done.fulfill() }

        try downloader.start(region: .staging("fjordland-z14", packs: 1))
        wait(for: [done], timeout: 300)
        XCTAssertNil(failure)
    }
}
