//
//  EpisodeDownloadTests.swift
//  LanternfishTests
//

import XCTest
@testable import Lanternfish

final class EpisodeDownloadTests: XCTestCase {
    override func setUp() {
        super.setUp()
        StubURLProtocol.reset()
        StubURLProtocol.responses["media.lanternfish-cdn.example"] = Data(repeating: 0x49, count: 4096)
    }

    func testBackgroundDownloadWritesEpisodeFile() throws {
        let config = URLSessionConfiguration.background(withIdentifier: "com.lanternfish.tests.\(UUID().uuidString)")
        config.protocolClasses = [StubURLProtocol.self] + (config.protocolClasses ?? [])
        let directory = FileManager.default.temporaryDirectory
        let downloader = EpisodeDownloader(destinationDirectory: directory, configuration: config)

        let finished = expectation(description: "download finished")
        var result: Result<URL, Error>?
        downloader.onFinish = { result = $0; finished.fulfill() }
        downloader.download(URL(string: "https://media.lanternfish-cdn.example/episodes/8812.mp3")!)
        wait(for: [finished], timeout: 30)

        XCTAssertEqual(StubURLProtocol.requestCount, 1)
        XCTAssertNoThrow(try result?.get())
    }

    func testFinishEventsCallsStoredCompletionOnMain() {
        let downloader = EpisodeDownloader(destinationDirectory: FileManager.default.temporaryDirectory,
                                           configuration: .ephemeral)
        let called = expectation(description: "completion called")
        downloader.backgroundEventsCompletion = {
            XCTAssertTrue(Thread.isMainThread)
            called.fulfill()
        }
        downloader.urlSessionDidFinishEvents(forBackgroundURLSession: downloader.session)
        wait(for: [called], timeout: 1)
    }
}
