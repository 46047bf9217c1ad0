//
//  ArtworkDownloaderTests.swift
//

import XCTest
@testable import Saltmarsh

final class ArtworkDownloaderTests: XCTestCase {
    func testDownloadingImageAgainAfterFirstDownloadCompletes() async throws {
        let second = expectation(description: "Second Image Download")
        downloader.download(url) { _ in
            self.downloader.download(self.url) { _ in second.fulfill() }
        }
        await fulfillment(of: [second], timeout: 2)
    }

}
