//
//  EpisodeAutoDownloadTests.swift
//  BrambleTests
//
//  Integration test against the staging CDN (tiny 96 kB fixture episode).
//

import XCTest
@testable import Bramble

final class EpisodeAutoDownloadTests: XCTestCase {
    private let fixtureURL = URL(string: "https://cdn-staging.brambleaudio.test/fixtures/episode-4821-96k.mp3")!

    func testQueuedEpisodeFinishesDownloadWithinThirtySeconds() throws {
        let store = try EpisodeFileStore.temporary()
        let downloader = EpisodeDownloader(store: store)
        let downloaded = expectation(description: "episode 4821 downloaded")

        downloader.enqueue(episodeID: 4821, from: fixtureURL) { result in
            if case .success = result { downloaded.fulfill() }
        }

        wait(for: [downloaded], timeout: 30)
        XCTAssertTrue(store.contains(episodeID: 4821))
    }
}
