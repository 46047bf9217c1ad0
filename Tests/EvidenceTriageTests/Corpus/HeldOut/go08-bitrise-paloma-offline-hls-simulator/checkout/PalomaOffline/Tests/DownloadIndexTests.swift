//
//  DownloadIndexTests.swift
//  PalomaOfflineTests
//

import AVFoundation
import XCTest
@testable import PalomaOffline

final class DownloadIndexTests: XCTestCase {
    private var index: DownloadIndex!
    private var manager: DownloadManager!

    override func setUp() async throws {
        index = DownloadIndex(storeURL: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
        manager = DownloadManager(index: index, session: AssetDownloadSession())
        await index.put(StoredDownload(playbackID: "sintel-hls", localPath: "sintel-hls.movpkg", isComplete: true))
    }

    func testAllCompletedAssetsAreLocal() async {
        let assets = await manager.allCompletedAssets()
        XCTAssertEqual(assets.count, 1)
        XCTAssertTrue(assets[0].url?.isFileURL ?? false)
    }

    func testCompletedDownloadResolvesToLocalFile() async {
        let remote = URL(string: "https://stream.paloma.example/sintel/master.m3u8")!
        let asset = await manager.asset(for: "sintel-hls", remoteURL: remote)
        XCTAssertEqual(asset.url?.lastPathComponent, "sintel-hls.movpkg")
        XCTAssertTrue(asset.url?.isFileURL ?? false)
    }
}
